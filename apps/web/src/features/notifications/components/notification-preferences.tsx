import type { NotificationPreferences } from '@app/contracts/notifications';
import { toast } from '#src/lib/toast.ts';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useNotificationPreferences, useSetNotificationPreference } from '../api/preferences.ts';
import { PushToggle } from './push-toggle.tsx';

const ROWS: { key: keyof NotificationPreferences; label: string; hint: string }[] = [
  { key: 'shop_order', label: 'Shop orders', hint: 'A customer orders from your shop page.' },
  {
    key: 'low_stock',
    label: 'Low stock',
    hint: 'An item falls to its low-stock level (once each time it does).',
  },
  {
    key: 'plan_ending',
    label: 'Trial or plan ending',
    hint: 'Your free trial or a plan that will not renew ends in 3 days.',
  },
  {
    key: 'sale_refused',
    label: 'Offline sale refused',
    hint: 'A sale made offline could not be recorded when it synced.',
  },
  { key: 'sales_reminders', label: 'Sales reminders', hint: 'Nudges to record your sales.' },
  { key: 'updates', label: 'Product updates', hint: 'New features and changes.' },
  { key: 'tips', label: 'Tips', hint: 'Ideas to get more from ShopBook.' },
];

/** Which notifications reach this user, one switch per channel and product event. */
export function NotificationPreferencesCard() {
  const prefs = useNotificationPreferences();
  const set = useSetNotificationPreference();
  return (
    <section
      aria-labelledby="notification-preferences"
      className="space-y-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="notification-preferences" className="text-base font-semibold">
        What to tell me about
      </h2>
      <PushToggle />
      {prefs.isPending ? (
        <Skeleton className="h-40" />
      ) : prefs.isError ? (
        <p className="text-sm text-danger">Failed to load notification preferences</p>
      ) : (
        <ul className="divide-y divide-border">
          {ROWS.map((row) => (
            <li key={row.key} className="flex items-center justify-between gap-4 py-2.5">
              <span>
                <span className="block text-sm font-medium">{row.label}</span>
                <span className="block text-xs text-muted-foreground">{row.hint}</span>
              </span>
              <Switch
                aria-label={row.label}
                checked={prefs.data[row.key]}
                disabled={set.isPending}
                onCheckedChange={(on) =>
                  set.mutate(
                    { [row.key]: on },
                    {
                      onError: (e) =>
                        toast.error(errorMessage(e, 'Failed to save notification preferences')),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
