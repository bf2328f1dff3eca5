import { APP_VERSION } from '@app/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Hourglass } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { useSession } from '#src/lib/session.ts';
import { useRouteHandle } from './route-handle.ts';

/** React Router keeps the position in its history stack in history.state.idx. */
function canGoBack() {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * The one screen behind every route whose feature is not built yet. It says so plainly and offers a
 * way back; it never pretends to work. Swap a route's `lazy` in routes.tsx to retire it.
 */
export function NotAvailablePage() {
  const { t } = useLingui();
  const { title } = useRouteHandle();
  const version = APP_VERSION;
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = isLoggedIn ? '/businesses' : '/';
  const atHome = pathname === home;

  return (
    <div className="flex flex-1 items-center justify-center px-4 py-12">
      <div className="w-full max-w-md text-center">
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
          <Hourglass className="size-7" aria-hidden />
        </div>
        {title && <p className="text-sm font-semibold text-primary">{t(title)}</p>}
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-balance">
          <Trans>Not available in this version yet</Trans>
        </h1>
        <p className="mt-3 text-muted-foreground text-pretty">
          <Trans>
            This part of ShopBook is not in version {version} yet. It will appear here in a later
            update; the app updates itself, so there is nothing for you to do.
          </Trans>
        </p>
        <div className="mt-8 flex flex-col-reverse justify-center gap-2 sm:flex-row">
          {canGoBack() && (
            <Button variant="outline" onClick={() => void navigate(-1)}>
              <ArrowLeft aria-hidden />
              <Trans>Go back</Trans>
            </Button>
          )}
          {!atHome && (
            <Button asChild>
              <Link to={home}>
                {isLoggedIn ? (
                  <Trans>Back to your businesses</Trans>
                ) : (
                  <Trans>Go to the home page</Trans>
                )}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
