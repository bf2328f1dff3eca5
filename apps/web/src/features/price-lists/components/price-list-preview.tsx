import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '#src/lib/cn.ts';
import { formatCount } from '#src/lib/format.ts';
import {
  perUnit,
  rowDetails,
  type PriceListDocument,
  type PriceListRow,
  type PriceListSection,
} from '../price-list.ts';

/** The preview shows this many items; the PDF has them all. */
export const PREVIEW_MAX_ROWS = 300;

/** The sections cut down to their first `max` rows in all. */
function firstRows(sections: PriceListSection[], max: number): PriceListSection[] {
  const out: PriceListSection[] = [];
  let left = max;
  for (const section of sections) {
    if (left <= 0) break;
    const rows = section.rows.slice(0, left);
    left -= rows.length;
    out.push({ ...section, rows });
  }
  return out;
}

function Row({ row, doc }: { row: PriceListRow; doc: PriceListDocument }) {
  const details = rowDetails(row, doc);
  const out = row.stock <= 0;
  return (
    <li className="flex break-inside-avoid items-start gap-3 border-b border-zinc-200 py-2">
      {doc.options.showImages &&
        (row.imageUrl ? (
          <img
            src={row.imageUrl}
            alt=""
            loading="lazy"
            className="size-10 shrink-0 rounded-md object-cover"
          />
        ) : (
          <span className="size-10 shrink-0 rounded-md bg-zinc-100" aria-hidden />
        ))}
      <div className="min-w-0 flex-1">
        <p
          className={cn(
            'line-clamp-2 text-[13px] leading-snug break-words',
            out && 'text-zinc-500',
          )}
        >
          {row.name}
        </p>
        {details && (
          <p className={cn('text-[11px]', out ? 'text-red-700' : 'text-zinc-500')}>{details}</p>
        )}
      </div>
      <div className="shrink-0 text-right">
        <p className={cn('text-[13px] font-semibold tabular-nums', out && 'text-zinc-500')}>
          {doc.formatPrice(row.price)}
        </p>
        {row.unit && <p className="text-[11px] text-zinc-500">{perUnit(doc.i18n, row.unit)}</p>}
      </div>
    </li>
  );
}

/**
 * The list as it will look, on white paper whatever the theme. Pages break in the PDF; here it is
 * one continuous sheet.
 */
export function PriceListPreview({ doc }: { doc: PriceListDocument }) {
  // The list itself is in the business's language (doc.i18n); what only the owner reads here
  // (the label, the hints) is in the owner's.
  const { t } = useLingui();
  const sections = firstRows(doc.sections, PREVIEW_MAX_ROWS);
  const hidden = doc.itemCount - PREVIEW_MAX_ROWS;
  const hiddenCount = formatCount(hidden);
  return (
    <article
      aria-label={t`Price list preview`}
      lang={doc.i18n.locale}
      className="mx-auto w-full max-w-[42rem] rounded-lg bg-white p-5 text-zinc-900 shadow-md ring-1 ring-black/5 sm:p-8"
    >
      <header className="flex items-center gap-4 border-b-2 border-emerald-700 pb-4">
        {doc.logoUrl && (
          <img src={doc.logoUrl} alt="" className="size-14 shrink-0 rounded-xl object-cover" />
        )}
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{doc.businessName}</p>
          <p className="truncate text-sm font-semibold text-emerald-700">{doc.title}</p>
          <p className="text-xs text-zinc-500">{doc.dateLine}</p>
          {doc.contact && <p className="truncate text-xs text-zinc-500">{doc.contact}</p>}
        </div>
      </header>
      {sections.length === 0 ? (
        <p className="py-16 text-center text-sm text-zinc-500">
          <Trans>Choose categories or items: they appear here.</Trans>
        </p>
      ) : (
        <div className={cn('mt-3', doc.options.columns === 2 && 'gap-6 sm:columns-2')}>
          {sections.map((section, i) => (
            <section key={section.title ?? i} className="mb-4">
              {section.title && (
                <h3 className="break-after-avoid border-b border-emerald-700 pb-1 text-sm font-bold text-emerald-700">
                  {section.title}
                </h3>
              )}
              <ul>
                {section.rows.map((row) => (
                  <Row key={row.id} row={row} doc={doc} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      {hidden > 0 && (
        <p className="mt-3 text-center text-xs text-zinc-500">
          <Trans>… and {hiddenCount} more in the PDF</Trans>
        </p>
      )}
      {doc.note && (
        <p className="mt-6 text-center text-sm font-medium whitespace-pre-line">{doc.note}</p>
      )}
    </article>
  );
}
