import type { ImportError } from '@app/contracts/inventory';
import { Trans } from '@lingui/react/macro';

/** The problems a dry run found, one line each: where in the file, which column, what is wrong. */
export function ImportErrorTable({ errors }: { errors: ImportError[] }) {
  return (
    <div className="max-h-64 overflow-auto rounded-xl border border-border">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          <Trans>Problems found in the file</Trans>
        </caption>
        <thead className="sticky top-0 bg-surface-muted text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-16 px-3 py-2 font-medium">
              <Trans comment="a line of the CSV file">Row</Trans>
            </th>
            <th scope="col" className="w-28 px-3 py-2 font-medium">
              <Trans comment="a column of the CSV file">Column</Trans>
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <Trans>Problem</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {errors.map((error, index) => (
            <tr key={`${error.row}-${error.field}-${index}`}>
              <td className="px-3 py-2 align-top tabular-nums">{error.row}</td>
              <td className="px-3 py-2 align-top font-mono text-xs leading-5">{error.field}</td>
              <td className="px-3 py-2 align-top text-danger">{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
