import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { formatCount, formatDecimal } from '#src/lib/format.ts';
import { perSheet, SHEET_IDS, SHEETS, type SheetId } from '../sheets.ts';

interface SheetOptionsProps {
  sheetId: SheetId;
  onSheetChange: (id: SheetId) => void;
  /** 0-based. */
  startAt: number;
  onStartAtChange: (slot: number) => void;
}

/** Which sticker sheet, and which sticker of a part-used sheet to start at. */
export function SheetOptions({
  sheetId,
  onSheetChange,
  startAt,
  onStartAtChange,
}: SheetOptionsProps) {
  const { t } = useLingui();
  const sheet = SHEETS[sheetId];
  const options = SHEET_IDS.map((id) => {
    const s = SHEETS[id];
    const paper = s.paper === 'a4' ? 'A4' : t({ message: 'Letter', comment: 'the US paper size' });
    const grid = `${s.columns} × ${s.rows}`;
    const count = formatCount(perSheet(s));
    const size =
      s.paper === 'a4'
        ? `${formatDecimal(s.labelWidth)} × ${formatDecimal(s.labelHeight)} mm`
        : `2⅝ × 1 in, Avery 5160`;
    return { value: id, label: t`${paper} ${grid} (${count} labels, ${size})` };
  });
  const last = perSheet(sheet);
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
      <Field label={t`Sticker sheet`}>
        <Select
          value={sheetId}
          onValueChange={(v) => onSheetChange(v as SheetId)}
          options={options}
        />
      </Field>
      <Field label={t`Start at sticker`} hint={<Trans>Skips used stickers</Trans>}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={last}
          value={startAt + 1}
          onChange={(e) => {
            const n = e.target.valueAsNumber;
            if (Number.isFinite(n)) onStartAtChange(Math.min(last, Math.max(1, Math.floor(n))) - 1);
          }}
        />
      </Field>
    </div>
  );
}
