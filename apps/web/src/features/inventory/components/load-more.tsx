import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { INVENTORY_STORE_MESSAGES } from '../messages.ts';

interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  error: unknown;
  onLoadMore: () => void;
}

/**
 * The next page loads by itself as the end of the list comes near (a screen ahead); the button
 * does the same for keyboards and for when that fails.
 */
export function LoadMore({ hasMore, loading, failed, error, onLoadMore }: LoadMoreProps) {
  const { i18n } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loading || failed || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore, loading, failed]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="mt-4 flex flex-col items-center gap-2">
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(error, i18n._(INVENTORY_STORE_MESSAGES.loadFailed))}
        </p>
      )}
      <Button variant="outline" loading={loading} onClick={onLoadMore}>
        {failed ? (
          <Trans>Try again</Trans>
        ) : loading ? (
          <Trans>Loading…</Trans>
        ) : (
          <Trans>Load more</Trans>
        )}
      </Button>
    </div>
  );
}
