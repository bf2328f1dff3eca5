import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellOff, BellRing, Ban, MonitorX } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Badge, type BadgeProps } from '#src/components/ui/badge.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { notificationKeys } from '../api/keys.ts';
import { disablePush, enablePush, readPushState, type PushState } from '../push-device.ts';

const pushKey = [...notificationKeys.all, 'push-device'] as const;

const STATES: Record<
  PushState,
  {
    badge: MessageDescriptor;
    variant: BadgeProps['variant'];
    icon: ReactNode;
    hint: MessageDescriptor;
  }
> = {
  on: {
    badge: msg({ message: 'On', comment: 'push notifications on this device: on' }),
    variant: 'primary',
    icon: <BellRing aria-hidden />,
    hint: msg`Important notifications reach this device even when ShopBook is closed.`,
  },
  off: {
    badge: msg({ message: 'Off', comment: 'push notifications on this device: off' }),
    variant: 'neutral',
    icon: <BellOff aria-hidden />,
    hint: msg`Turn on to get important notifications here even when ShopBook is closed.`,
  },
  denied: {
    badge: msg`Blocked`,
    variant: 'warning',
    icon: <Ban aria-hidden />,
    hint: msg`Notifications are blocked for ShopBook in this browser. Allow them in the browser's site settings, then come back here.`,
  },
  unsupported: {
    badge: msg`Not available`,
    variant: 'neutral',
    icon: <MonitorX aria-hidden />,
    hint: msg`This browser cannot receive push notifications. Install ShopBook or use a current browser to get them.`,
  },
};

/** "Enable push on this device": the browser's permission and subscription, with every state. */
export function PushToggle() {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: pushKey, queryFn: readPushState, staleTime: Infinity });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? enablePush() : disablePush()),
    onSuccess: (next, on) => {
      queryClient.setQueryData(pushKey, next);
      if (on && next === 'on') toast.success(t`Push notifications are on for this device`);
      if (on && next === 'denied') toast.error(t`Notifications are blocked for ShopBook`);
    },
    onError: (e) =>
      toast.error(
        // The browser's own refusal (its push service unreachable, a blocked subscription).
        e instanceof DOMException
          ? t`This browser could not reach its push service. Try again later.`
          : errorMessage(e, t`Failed to change push on this device`),
      ),
  });
  // A device whose state cannot be read (the server is unreachable) shows as off.
  const current: PushState | undefined = state.isError ? 'off' : state.data;
  const shown = current ? STATES[current] : null;
  const usable = current === 'on' || current === 'off';
  return (
    <div className="-mx-3 flex items-start justify-between gap-4 rounded-lg bg-surface-muted/60 p-3">
      <span className="min-w-0 space-y-1">
        <span className="flex flex-wrap items-center gap-2">
          <span id={`${id}-label`} className="text-sm font-medium">
            <Trans>Enable push on this device</Trans>
          </span>
          {shown && (
            <Badge variant={shown.variant} data-testid="push-device-state">
              {shown.icon}
              {i18n._(shown.badge)}
            </Badge>
          )}
        </span>
        <span className="block text-xs text-muted-foreground" id={`${id}-hint`}>
          {shown ? i18n._(shown.hint) : t`Checking this device…`}
        </span>
      </span>
      <Switch
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
        checked={current === 'on'}
        disabled={!usable || change.isPending}
        onCheckedChange={(on) => change.mutate(on)}
      />
    </div>
  );
}
