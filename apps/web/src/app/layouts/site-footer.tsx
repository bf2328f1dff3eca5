import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { APP_VERSION } from '@app/contracts/constants';
import { Link } from 'react-router';
import { Logo } from '#src/components/ui/logo.tsx';

export const FOOTER_LINKS = [
  { to: '/terms', label: msg`Terms` },
  { to: '/privacy', label: msg`Privacy` },
  { to: '/account-deletion', label: msg`Account deletion` },
  { to: '/unsubscribe', label: msg`Email Policy` },
] as const;

const neverChanges = () => () => {};

/**
 * This year, left out of the build-time markup (ADR 038) and added once React has adopted it: a
 * build from last December hydrates without a mismatch in January.
 */
function useCurrentYear(): number | null {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => null,
  );
}

/** SPEC section 2: footer links, shown on public routes or when logged out. */
export function SiteFooter() {
  const { t } = useLingui();
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border bg-surface-muted/50">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <Logo className="[&_svg]:size-6 [&>span]:text-base" />
          <p className="text-sm text-muted-foreground">
            <Trans>Sales, stock and customers for small shops.</Trans>
          </p>
        </div>
        <nav aria-label={t`Legal`}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-8 text-xs text-muted-foreground">
        © {year === null ? '' : `${year} `}ShopBook · v{APP_VERSION}
      </div>
    </footer>
  );
}
