import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { deferredMenu } from '#src/components/ui/deferred-menu.tsx';

/** Its items and Radix's menu load after the first screen (ADR 045). */
const QuickActionsMenu = deferredMenu(() => import('./quick-actions-menu.tsx'));

/**
 * SPEC section 1: the quick-action menu (theme, calculator, add customer, add product, record
 * sale). On phones it floats above the bottom navigation; on desktop it sits in the top bar, so it
 * never covers a page's content (a floating button over a wide table or the till's cart did).
 */
export function QuickActions({ placement }: { placement: 'floating' | 'header' }) {
  const { t } = useLingui();
  return (
    <QuickActionsMenu
      placement={placement}
      trigger={
        placement === 'floating' ? (
          <button
            type="button"
            aria-label={t`Quick actions`}
            className="group fixed right-4 bottom-[calc(var(--app-bottom-offset)+1rem)] z-30 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg shadow-primary/30 transition hover:bg-primary-hover active:scale-95 min-[948px]:hidden"
          >
            <Plus
              className="size-6 transition-transform duration-200 group-data-[state=open]:rotate-45"
              aria-hidden
            />
          </button>
        ) : (
          <button
            type="button"
            aria-label={t`Quick actions`}
            className="group hidden size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-sm transition hover:bg-primary-hover active:scale-95 min-[948px]:flex"
          >
            <Plus
              className="size-5 transition-transform duration-200 group-data-[state=open]:rotate-45"
              aria-hidden
            />
          </button>
        )
      }
    />
  );
}
