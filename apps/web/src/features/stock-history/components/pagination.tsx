import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '#src/components/ui/button.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { PAGE_SIZES } from '../filters.ts';

interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

const SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} a page` }));

/** "26–50 of 1,234", page size, previous / next. */
export function Pagination({ page, limit, total, onPage, onLimit }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <nav
      aria-label="Pages"
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <p aria-live="polite">
        <span className="font-medium text-foreground tabular-nums">
          {first.toLocaleString()}–{last.toLocaleString()}
        </span>{' '}
        of <span className="tabular-nums">{total.toLocaleString()}</span>
      </p>
      <div className="flex items-center gap-2">
        <Select
          aria-label="Entries a page"
          className="hidden h-9 w-36 sm:flex"
          options={SIZE_OPTIONS}
          value={String(limit)}
          onValueChange={(value) => onLimit(Number(value))}
        />
        <Button
          variant="outline"
          size="sm"
          className="h-9"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        >
          <ChevronLeft aria-hidden />
          <span className="hidden sm:inline">Previous</span>
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
          aria-label="Next page"
        >
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
