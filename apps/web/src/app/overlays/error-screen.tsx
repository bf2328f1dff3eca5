import { Trans } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { LogoMark } from '#src/components/ui/logo.tsx';
import { NotFoundPage } from '#src/features/not-found/not-found-page.tsx';
import { cn } from '#src/lib/cn.ts';

/** A message for a crash, with a way out that always works: reloading. */
export function ErrorScreen({ fullPage = true }: { fullPage?: boolean }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-5 px-6 py-16 text-center',
        fullPage ? 'min-h-dvh' : 'flex-1',
      )}
    >
      <LogoMark className="size-12" />
      <div className="max-w-sm space-y-2">
        <h1 className="text-xl font-semibold">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="text-muted-foreground">
          {/* SPEC section 8, global errors. */}
          <Trans>An error occurred. Please refresh the page.</Trans>
        </p>
      </div>
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden />
        <Trans>Refresh the page</Trans>
      </Button>
    </div>
  );
}

function useReportedRouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return { notFound };
}

/** Error element of the root route: nothing of the app could render. */
export function RouteErrorScreen() {
  const { notFound } = useReportedRouteError();
  if (notFound) {
    return (
      <div className="flex min-h-dvh flex-col">
        <NotFoundPage />
      </div>
    );
  }
  return <ErrorScreen />;
}

/** Error element inside a layout: the screen failed, the navigation around it still works. */
export function PageErrorScreen() {
  const { notFound } = useReportedRouteError();
  return notFound ? <NotFoundPage /> : <ErrorScreen fullPage={false} />;
}
