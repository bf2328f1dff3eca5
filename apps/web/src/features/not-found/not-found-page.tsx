import { Trans } from '@lingui/react/macro';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';

/** SPEC section 2: any path that matches no route. "/" sends signed-in users on to their businesses. */
export function NotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-surface-muted text-muted-foreground">
          <SearchX className="size-7" aria-hidden />
        </div>
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight">
          <Trans>Page not found</Trans>
        </h1>
        <p className="mt-3 text-muted-foreground text-pretty">
          <Trans>
            The address may be mistyped, or the page has moved. Check the link, or start again from
            the home page.
          </Trans>
        </p>
        <Button asChild className="mt-8">
          <Link to="/">
            <ArrowLeft aria-hidden />
            <Trans>Go to the home page</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
