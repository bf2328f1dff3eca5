import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#src/lib/cn.ts';
import { TOOLS, type ToolId } from '../catalogue.ts';

/** The tools as cards linking to /calculator/{businessId}/{toolId}. */
export function ToolGrid({
  businessId,
  current,
  compact = false,
}: {
  businessId: string;
  current?: ToolId;
  compact?: boolean;
}) {
  const { i18n } = useLingui();
  // Columns follow the room the grid has, not the window: beside the calculator at desktop size
  // four columns of a window's width squeezed each card to a few words a line.
  return (
    <div className="@container">
      <ul
        className={cn('grid gap-3', compact ? 'grid-cols-1' : '@lg:grid-cols-2 @4xl:grid-cols-4')}
      >
        {TOOLS.map(({ id, title, summary, icon: Icon }) => (
          <li key={id}>
            <Link
              to={`/calculator/${businessId}/${id}`}
              aria-current={current === id ? 'page' : undefined}
              className={cn(
                'group flex h-full items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm transition',
                'hover:border-primary/40 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                current === id && 'border-primary/60 bg-primary-soft/40',
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-medium">
                  {i18n._(title)}
                  <ChevronRight
                    className="size-4 text-muted-foreground transition group-hover:translate-x-0.5"
                    aria-hidden
                  />
                </span>
                {!compact && (
                  <span className="mt-1 block text-sm text-muted-foreground">
                    {i18n._(summary)}
                  </span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
