import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { cn } from '#src/lib/cn.ts';
import type { LabelContent } from '../label-content.ts';
import { perSheet, placeLabels, slotBox, startSlot, type SheetSpec } from '../sheets.ts';
import { BarcodeSvg } from './barcode-svg.tsx';

const PT = 25.4 / 72;

interface SheetPreviewProps {
  sheet: SheetSpec;
  labels: LabelContent[];
  startAt: number;
  /** A tap on a sticker of the first sheet starts the labels there. */
  onStartAtChange: (slot: number) => void;
}

/**
 * The first sheet as it will print, laid out from the same numbers as the PDF (millimetres as
 * percentages of the page, type sizes in container units). Stickers before the start are shown
 * as used.
 */
export function SheetPreview({ sheet, labels, startAt, onStartAtChange }: SheetPreviewProps) {
  const { t } = useLingui();
  // The same placement as the PDF's first page: the labels from the start sticker on.
  const first = placeLabels(sheet, labels, startAt)[0] ?? [];
  const start = startSlot(sheet, startAt);
  const size = (pt: number) => `${((pt * PT) / sheet.pageWidth) * 100}cqw`;
  const box = (slot: number): CSSProperties => {
    const b = slotBox(sheet, slot);
    return {
      left: `${(b.x / sheet.pageWidth) * 100}%`,
      top: `${(b.y / sheet.pageHeight) * 100}%`,
      width: `${(b.width / sheet.pageWidth) * 100}%`,
      height: `${(b.height / sheet.pageHeight) * 100}%`,
      padding: `${(sheet.padding / sheet.pageWidth) * 100}cqw`,
    };
  };
  return (
    <div
      className="@container relative mx-auto w-full max-w-[34rem] overflow-hidden rounded-sm bg-white text-zinc-900 shadow-md ring-1 ring-black/5"
      style={{ aspectRatio: `${sheet.pageWidth} / ${sheet.pageHeight}` }}
    >
      {Array.from({ length: perSheet(sheet) }, (_, slot) => {
        const placed = slot >= start ? first[slot - start] : undefined;
        const used = slot < start;
        const position = slot + 1;
        return (
          <button
            key={slot}
            type="button"
            onClick={() => onStartAtChange(slot)}
            aria-label={t`Start at sticker ${position}`}
            aria-pressed={slot === start}
            className={cn(
              'absolute flex flex-col items-center overflow-hidden rounded-[1.2cqw] border text-center',
              'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-emerald-600',
              used
                ? 'border-dashed border-zinc-300 bg-[repeating-linear-gradient(135deg,#f4f4f5_0_6px,#e4e4e7_6px_7px)]'
                : placed
                  ? 'border-zinc-200 hover:border-emerald-500'
                  : 'border-dashed border-zinc-200 hover:border-emerald-500',
            )}
            style={box(slot)}
          >
            {placed && (
              <>
                <span
                  className="line-clamp-2 leading-[1.15] font-semibold"
                  style={{ fontSize: size(sheet.nameSize) }}
                >
                  {placed.label.name}
                </span>
                <span
                  className="leading-[1.15] font-semibold"
                  style={{ fontSize: size(sheet.priceSize) }}
                >
                  {placed.label.price}
                </span>
                {placed.label.barcode && (
                  <BarcodeSvg
                    barcode={placed.label.barcode}
                    className="mt-auto min-h-0 w-full flex-1"
                  />
                )}
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
