import { APP_VERSION } from '@app/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronsUpDown } from 'lucide-react';
import { lazy } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Badge } from '#src/components/ui/badge.tsx';
import { Logo } from '#src/components/ui/logo.tsx';
import { cn } from '#src/lib/cn.ts';
import { AfterFirstScreen } from '#src/lib/first-screen.tsx';
import { useDocumentFlag } from '#src/lib/use-document-flag.ts';
import { useIsMobile } from '#src/lib/use-media-query.ts';
import { useCurrentBusiness } from '../current-business.tsx';
import { BUSINESSES_ICON } from '../navigation.ts';
import { InstallBanner } from '../overlays/install-banner.tsx';
import { AccountMenu } from './account-menu.tsx';
import { BottomNav, DesktopBusinessNav } from './business-nav.tsx';
import { QuickActions } from './quick-actions.tsx';
import { CalculatorHost } from '#src/components/calculator/calculator-host.tsx';
import { SkipLink } from './skip-link.tsx';
import { OutboxIndicator } from '#src/features/sales/offline/outbox-panel.tsx';
import { useOutboxRunner } from '#src/features/sales/offline/use-outbox.ts';
import { PullToRefresh } from '../overlays/pull-to-refresh.tsx';
import { ScrollIndicator } from '../overlays/scroll-indicator.tsx';

/** Verification and username dialogs, and the router bridge that session.ts uses to reach /login. */
const AuthOverlays = lazy(() =>
  import('#src/features/auth/components/auth-overlays.tsx').then((m) => ({
    default: m.AuthOverlays,
  })),
);
const NotificationBell = lazy(() =>
  import('#src/features/notifications/components/notification-bell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);
/** The one live socket: notifications and "this changed" signals (lib/live-data.ts). */
const LiveUpdates = lazy(() =>
  import('#src/features/notifications/components/live-updates.tsx').then((m) => ({
    default: m.LiveUpdates,
  })),
);
const TrialBadge = lazy(() =>
  import('#src/features/trial/components/trial-badge.tsx').then((m) => ({ default: m.TrialBadge })),
);

/**
 * The signed-in shell (SPEC section 2): a top navbar on desktop, a bottom navigation on phones,
 * and a reduced navigation (Businesses + account menu) while no business is selected.
 */
export function AppShell() {
  const { t } = useLingui();
  const business = useCurrentBusiness();
  // One navigation and one quick-action button, the layout's: the other was hidden by CSS but
  // still rendered, and rendered again with each of its queries (ADR 023).
  const phone = useIsMobile();
  // Sales recorded offline sync from any screen, not only the POS.
  useOutboxRunner();

  // Fixed elements (quick actions, banners) sit above the bottom navigation while it shows.
  useDocumentFlag('bottomNav', Boolean(business));

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 min-[948px]:h-16 min-[948px]:gap-4">
          <Link
            to="/businesses"
            aria-label={t`ShopBook: your businesses`}
            className="shrink-0 rounded-lg"
          >
            <Logo iconOnly className="xl:hidden" />
            <Logo className="hidden xl:inline-flex" />
          </Link>
          {business ? (
            <>
              <Link
                to="/businesses"
                title={t`Switch business`}
                className="flex min-w-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold hover:bg-surface-muted min-[948px]:max-w-52 min-[948px]:shrink-0 min-[948px]:border min-[948px]:border-border"
              >
                <span className="truncate">{business.name}</span>
                <ChevronsUpDown className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
              </Link>
              {!phone && <DesktopBusinessNav business={business} />}
            </>
          ) : (
            <nav aria-label={t`Main`}>
              <NavLink
                to="/businesses"
                className={({ isActive }) =>
                  cn(
                    'flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-primary-soft text-primary'
                      : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
                  )
                }
              >
                <BUSINESSES_ICON className="size-4" aria-hidden />
                <Trans>Businesses</Trans>
              </NavLink>
            </nav>
          )}
          <div className="ml-auto flex shrink-0 items-center gap-2">
            <OutboxIndicator />
            {/* The badges, the bell, the account dialogs and the live socket load once the first
                screen has shown its content (ADR 023: on a slow phone they competed with it). */}
            <AfterFirstScreen>
              <TrialBadge />
            </AfterFirstScreen>
            <Badge
              variant="outline"
              className="hidden text-muted-foreground xl:inline-flex"
              title={t`App version`}
            >
              v{APP_VERSION}
            </Badge>
            {!phone && <QuickActions placement="header" />}
            <AfterFirstScreen>
              <NotificationBell />
            </AfterFirstScreen>
            <AccountMenu />
          </div>
        </div>
      </header>

      <main
        id="main"
        tabIndex={-1}
        className={cn(
          // Room below the content for the floating quick-action button on phones (above the
          // bottom navigation), so the page end scrolls clear of it. On desktop it is in the top bar.
          'mx-auto flex w-full max-w-7xl flex-1 flex-col px-4 pt-6 pb-28 focus:outline-none min-[948px]:pb-10',
          business && 'pb-[calc(var(--app-bottom-offset)+6rem)] min-[948px]:pb-10',
        )}
      >
        <Outlet />
      </main>

      {business && phone && <BottomNav business={business} />}
      {phone && <QuickActions placement="floating" />}
      <CalculatorHost />
      <PullToRefresh />
      <ScrollIndicator />
      <InstallBanner />
      <AfterFirstScreen>
        <AuthOverlays />
        <LiveUpdates />
      </AfterFirstScreen>
    </div>
  );
}
