import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { deferredMenu } from '#src/components/ui/deferred-menu.tsx';
import { Sheet } from '#src/components/ui/sheet.tsx';
import { useNewOrderCount } from '#src/features/orders/api/get-new-order-count.ts';
import { cn } from '#src/lib/cn.ts';
import type { ShellBusiness } from '../current-business.tsx';
import { OrderCount } from './order-count.tsx';
import {
  BUSINESS_MORE,
  BUSINESS_TABS,
  BUSINESSES_ICON,
  businessPath,
  sectionOf,
} from '../navigation.ts';

/** Its items and Radix's menu load after the first screen (ADR 045). */
const BusinessMoreMenu = deferredMenu(() => import('./business-more-menu.tsx'));

function MoreDot({ show, className }: { show: boolean; className?: string }) {
  return show ? (
    <span
      className={cn(
        'absolute -top-0.5 -right-0.5 size-2.5 rounded-full bg-warning ring-2 ring-background',
        className,
      )}
      aria-hidden
    />
  ) : null;
}

/** The More button's name while new orders wait (`plural` inside `t` compiles into `t`'s message: no global i18n). */
function useMoreLabel(count: number) {
  const { t } = useLingui();
  return count > 0
    ? t`More, ${plural(count, { one: '# new shop order', other: '# new shop orders' })}`
    : undefined;
}

function useMoreActive() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  return BUSINESS_MORE.some((item) => item.section === section);
}

/** Desktop: the business tabs in the top bar, then More as a menu. */
export function DesktopBusinessNav({ business }: { business: ShellBusiness }) {
  const { t } = useLingui();
  const moreActive = useMoreActive();
  const newOrders = useNewOrderCount(business.id).data ?? 0;
  const moreLabel = useMoreLabel(newOrders);
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      // Between 948 and 1279 px the labels alone must fit beside the business and trial badge.
      'flex h-10 items-center gap-2 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap transition-colors xl:px-3 [&_svg]:size-4 max-xl:[&_svg:first-child]:hidden',
      isActive
        ? 'bg-primary-soft text-primary'
        : 'text-muted-foreground hover:bg-surface-muted hover:text-foreground',
    );
  return (
    <nav aria-label={t`Business`} className="hidden items-center gap-1 min-[948px]:flex">
      {BUSINESS_TABS.map(({ section, label, icon: Icon }) => (
        <NavLink key={section} to={businessPath(section, business.id)} className={tabClass}>
          <Icon aria-hidden />
          {t(label)}
        </NavLink>
      ))}
      <BusinessMoreMenu
        business={business}
        newOrders={newOrders}
        trigger={
          <button
            type="button"
            className={cn(tabClass({ isActive: moreActive }), 'relative')}
            aria-label={moreLabel}
          >
            <MoreHorizontal aria-hidden />
            <Trans comment="the navigation's button to the business's other screens">More</Trans>
            <MoreDot show={newOrders > 0} className="top-1.5 right-1" />
            <ChevronDown className="size-3.5! opacity-60" aria-hidden />
          </button>
        }
      />
    </nav>
  );
}

/** Phones (947 px or less): Dashboard, Sales, Inventory, Customers, More along the bottom edge. */
export function BottomNav({ business }: { business: ShellBusiness }) {
  const { t } = useLingui();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreActive = useMoreActive();
  const newOrders = useNewOrderCount(business.id).data ?? 0;
  const moreLabel = useMoreLabel(newOrders);
  const itemClass = (active: boolean) =>
    cn(
      'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[11px] font-medium transition-colors [&_svg]:size-5',
      active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <>
      <nav
        aria-label={t`Business`}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md min-[948px]:hidden"
      >
        <div className="mx-auto flex h-16 max-w-lg items-stretch">
          {BUSINESS_TABS.map(({ section, label, icon: Icon }) => (
            <NavLink
              key={section}
              to={businessPath(section, business.id)}
              className={({ isActive }) => itemClass(isActive)}
            >
              {({ isActive }) => (
                <>
                  <span
                    className={cn(
                      'flex h-7 w-12 items-center justify-center rounded-full transition-colors',
                      isActive && 'bg-primary-soft',
                    )}
                  >
                    <Icon aria-hidden />
                  </span>
                  {/* A long translation ("Tableau de bord") takes two lines, not the next tab's room. */}
                  <span className="line-clamp-2 max-w-full px-0.5 text-center leading-tight break-words">
                    {t(label)}
                  </span>
                </>
              )}
            </NavLink>
          ))}
          <button
            type="button"
            onClick={() => setMoreOpen(true)}
            className={itemClass(moreActive)}
            aria-haspopup="dialog"
            aria-label={moreLabel}
          >
            <span
              className={cn(
                'relative flex h-7 w-12 items-center justify-center rounded-full',
                moreActive && 'bg-primary-soft',
              )}
            >
              <MoreHorizontal aria-hidden />
              <MoreDot show={newOrders > 0} />
            </span>
            <span className="line-clamp-2 max-w-full px-0.5 text-center leading-tight break-words">
              <Trans comment="the navigation's button to the business's other screens">More</Trans>
            </span>
          </button>
        </div>
      </nav>
      <Sheet
        open={moreOpen}
        onOpenChange={setMoreOpen}
        title={business.name}
        description={t`More for this business`}
      >
        <ul className="grid grid-cols-3 gap-2">
          {[
            ...BUSINESS_MORE.map((item) => ({
              ...item,
              to: businessPath(item.section, business.id),
              badge: item.section === 'orders' ? newOrders : 0,
            })),
            { to: '/businesses', label: msg`All businesses`, icon: BUSINESSES_ICON, badge: 0 },
          ].map(({ to, label, icon: Icon, badge }) => (
            <li key={to}>
              <Link
                to={to}
                onClick={() => setMoreOpen(false)}
                className="relative flex h-full min-h-20 flex-col items-center justify-center gap-2 rounded-2xl bg-surface-muted px-2 py-3 text-center text-xs font-medium hover:bg-border"
              >
                <Icon className="size-5 text-primary" aria-hidden />
                {t(label)}
                <OrderCount count={badge} className="absolute top-2 right-2" />
              </Link>
            </li>
          ))}
        </ul>
      </Sheet>
    </>
  );
}
