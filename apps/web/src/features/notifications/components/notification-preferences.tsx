import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationPreferences } from '@app/contracts/notifications';
import { toast } from '#src/lib/toast.ts';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useNotificationPreferences, useSetNotificationPreference } from '../api/preferences.ts';
import { PushToggle } from './push-toggle.tsx';

const ROWS: {
  key: keyof NotificationPreferences;
  label: MessageDescriptor;
  hint: MessageDescriptor;
}[] = [
  { key: 'shop_order', label: msg`Shop orders`, hint: msg`A customer orders from your shop page.` },
  {
    key: 'low_stock',
    label: msg`Low stock`,
    hint: msg`An item falls to its low-stock level (once each time it does).`,
  },
  {
    key: 'plan_ending',
    label: msg`Trial or plan ending`,
    hint: msg`Your free trial or a plan that will not renew ends in 3 days.`,
  },
  {
    key: 'sale_refused',
    label: msg`Offline sale refused`,
    hint: msg`A sale made offline could not be recorded when it synced.`,
  },
  {
    key: 'staff_locked',
    label: msg`Staff PIN locked`,
    hint: msg`A staff member entered a wrong PIN five times at a till.`,
  },
  {
    key: 'data_export',
    label: msg`Data export ready`,
    hint: msg`The export of your business or account can be downloaded.`,
  },
  { key: 'sales_reminders', label: msg`Sales reminders`, hint: msg`Nudges to record your sales.` },
  { key: 'updates', label: msg`Product updates`, hint: msg`New features and changes.` },
  { key: 'tips', label: msg`Tips`, hint: msg`Ideas to get more from ShopBook.` },
];

/** Which notifications reach this user, one switch per channel and product event. */
export function NotificationPreferencesCard() {
  const { t, i18n } = useLingui();
  const prefs = useNotificationPreferences();
  const set = useSetNotificationPreference();
  return (
    <section
      aria-labelledby="notification-preferences"
      className="space-y-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="notification-preferences" className="text-base font-semibold">
        <Trans>What to tell me about</Trans>
      </h2>
      <PushToggle />
      {prefs.isPending ? (
        <Skeleton className="h-40" />
      ) : prefs.isError ? (
        <p className="text-sm text-danger">
          <Trans>Failed to load notification preferences</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {ROWS.map((row) => (
            <li key={row.key} className="flex items-center justify-between gap-4 py-2.5">
              <span>
                <span className="block text-sm font-medium">{i18n._(row.label)}</span>
                <span className="block text-xs text-muted-foreground">{i18n._(row.hint)}</span>
              </span>
              <Switch
                aria-label={i18n._(row.label)}
                checked={prefs.data[row.key]}
                disabled={set.isPending}
                onCheckedChange={(on) =>
                  set.mutate(
                    { [row.key]: on },
                    {
                      onError: (e) =>
                        toast.error(errorMessage(e, t`Failed to save notification preferences`)),
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
