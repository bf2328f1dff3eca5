import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { errorMessage } from '#src/lib/api-client.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

/** What the state needs of a TanStack query that failed. */
interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A query that could not load: its title, the server's or network's reason, and "Try again". */
export function LoadFailedState({
  query,
  title,
  icon,
  className,
}: {
  query: FailedQuery;
  title: ReactNode;
  icon?: ComponentProps<typeof EmptyState>['icon'];
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={errorMessage(query.error, t`Check your connection and try again.`)}
      action={
        <Button variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      }
      className={className}
    />
  );
}
