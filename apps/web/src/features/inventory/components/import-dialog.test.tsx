import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResult } from '@app/contracts/inventory';
import { jsonResponse, stubFetch, type RecordedRequest } from '#src/lib/test-fetch.ts';
import { ImportDialog } from './import-dialog.tsx';
import { ImportErrorTable } from './import-error-table.tsx';

let restore: () => void = () => undefined;
afterEach(() => {
  cleanup();
  restore();
});

function renderDialog(answer: (dryRun: boolean) => ImportResult) {
  const stub = stubFetch((request) => {
    const dryRun = new URL(request.url).searchParams.get('dryRun') === 'true';
    return jsonResponse(200, answer(dryRun));
  });
  restore = stub.restore;
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ImportDialog businessId="b1" open onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );
  return stub.requests;
}

const csv = (text: string) => new File([text], 'stock.csv', { type: 'text/csv' });
const lastQuery = (requests: RecordedRequest[]) => requests.at(-1)!.path;

describe('the CSV import preview', () => {
  it('lists every row problem (row, column, message) and keeps Import disabled', async () => {
    const requests = renderDialog(() => ({
      created: 2,
      updated: 1,
      dryRun: true,
      errors: [
        { row: 3, field: 'price', message: 'Must be a number' },
        { row: 7, field: 'sku', message: 'This SKU is already used on row 4 of the file' },
      ],
    }));
    await userEvent.upload(await screen.findByLabelText('CSV file'), csv('name,price\nA,x\n'));

    const table = await screen.findByRole('table', { name: 'Problems found in the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'price', 'Must be a number'],
      ['7', 'sku', 'This SKU is already used on row 4 of the file'],
    ]);
    expect(screen.getByText(/Nothing has been imported/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(lastQuery(requests)).toBe('/api/businesses/b1/inventory/import');
  });

  it('offers the import once the dry run is clean, then sends it for real', async () => {
    const requests = renderDialog((dryRun) => ({ created: 4, updated: 2, dryRun, errors: [] }));
    await userEvent.upload(await screen.findByLabelText('CSV file'), csv('name,price\nA,1\n'));
    const button = await screen.findByRole('button', { name: 'Import 6 products' });
    expect(button).toBeEnabled();
    expect(screen.getByText(/The file looks good/)).toBeInTheDocument();
    await userEvent.click(button);
    expect(requests).toHaveLength(2);
    expect(requests.map((r) => r.headers.get('Idempotency-Key') !== null)).toEqual([true, false]);
  });

  it('refuses a file that is not a CSV before sending anything', async () => {
    const requests = renderDialog(() => ({ created: 0, updated: 0, dryRun: true, errors: [] }));
    const input = await screen.findByLabelText('CSV file');
    await userEvent.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a .csv file');
    expect(requests).toHaveLength(0);
  });
});

describe('the import error table', () => {
  it('has a header for row, column and problem', () => {
    render(<ImportErrorTable errors={[{ row: 2, field: 'name', message: 'Name is required' }]} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Row',
      'Column',
      'Problem',
    ]);
  });
});
