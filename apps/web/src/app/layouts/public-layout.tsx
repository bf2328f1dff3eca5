import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { Logo } from '#src/components/ui/logo.tsx';
import { useSession } from '#src/lib/session.ts';
import { useRouteHandle } from '../route-handle.ts';
import { SiteFooter } from './site-footer.tsx';
import { SkipLink } from './skip-link.tsx';
import { ThemeToggleButton } from './theme-toggle-button.tsx';

const LANDING_SECTIONS = [
  { href: '#features', label: msg`Features` },
  { href: '#how-it-works', label: msg`How it works` },
  { href: '#pricing', label: msg`Pricing` },
  { href: '#faq', label: msg`FAQ` },
];

/** Top bar and footer around the public pages (landing, sign-in, legal, public shop). */
export function PublicLayout() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const onLanding = pathname === '/';
  // Signed out, away from the sign-in and register pages: "Sign in" and "Get started" both show.
  const bothButtons = !isLoggedIn && pathname !== '/login' && pathname !== '/register';

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Link to="/" aria-label={t`ShopBook home`} className="min-w-0 shrink-0 rounded-lg">
            {/* On phones the buttons need the room (both of them, in French or English, pushed
                the bar past 360 px); the mark stays. */}
            <Logo nameClassName={bothButtons ? 'max-sm:sr-only' : 'max-[359px]:sr-only'} />
          </Link>
          {onLanding && (
            <nav aria-label={t`On this page`} className="hidden items-center gap-1 md:flex">
              {LANDING_SECTIONS.map((section) => (
                <a
                  key={section.href}
                  href={section.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-surface-muted hover:text-foreground"
                >
                  {t(section.label)}
                </a>
              ))}
            </nav>
          )}
          <div className="flex items-center gap-1 sm:gap-2">
            <ThemeToggleButton />
            {isLoggedIn ? (
              <Button asChild>
                <Link to="/businesses">
                  <Trans>Open app</Trans>
                </Link>
              </Button>
            ) : (
              <>
                {pathname !== '/login' && (
                  <Button variant="ghost" asChild className="px-3">
                    <Link to="/login">
                      <Trans>Sign in</Trans>
                    </Link>
                  </Button>
                )}
                {pathname !== '/register' && (
                  <Button asChild className="px-3 sm:px-4">
                    <Link to="/register">
                      <Trans>Get started</Trans>
                    </Link>
                  </Button>
                )}
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Outlet />
      </main>
      {(handle.public || !isLoggedIn) && <SiteFooter />}
    </div>
  );
}
