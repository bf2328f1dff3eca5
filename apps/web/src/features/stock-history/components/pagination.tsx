import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { formatCount } from '#src/lib/format.ts';
import { PAGE_SIZES } from '../filters.ts';

interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

/** "26–50 of 1,234", page size, previous / next. */
export function Pagination({ page, limit, total, onPage, onLimit }: PaginationProps) {
  const { t } = useLingui();
  const sizeOptions = PAGE_SIZES.map((size) => {
    const count = formatCount(size);
    return {
      value: String(size),
      label: t`${plural(size, { one: `${count} a page`, other: `${count} a page` })}`,
    };
  });
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = formatCount(total === 0 ? 0 : (page - 1) * limit + 1);
  const last = formatCount(Math.min(total, page * limit));
  const all = formatCount(total);
  return (
    <nav
      aria-label={t`Pages`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p aria-live="polite">
        <Trans comment="entries 26–50 of 1,234">
          <span className="font-medium text-foreground tabular-nums">
            {first}–{last}
          </span>{' '}
          of <span className="tabular-nums">{all}</span>
        </Trans>
      </p>
      <div className="flex items-center gap-2">
        <Select
          aria-label={t`Entries a page`}
          className="hidden h-9 w-36 sm:flex"
          options={sizeOptions}
          value={String(limit)}
          onValueChange={(value) => onLimit(Number(value))}
        />
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t`Previous page`}
        >
          <ChevronLeft aria-hidden />
          <span className="hidden sm:inline">
            <Trans>Previous</Trans>
          </span>
        </Button>
        <span className="min-w-16 text-center tabular-nums">
          {page} / {pages}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t`Next page`}
        >
          <span className="hidden sm:inline">
            <Trans>Next</Trans>
          </span>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
