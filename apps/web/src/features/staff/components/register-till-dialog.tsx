import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { ApiError, errorMessage } from '#src/lib/api-client.ts';
import { logout } from '#src/lib/session.ts';
import {
  saveTillDevice,
  saveTillIdleMinutes,
  TILL_IDLE_CHOICES,
  TILL_IDLE_DEFAULT,
} from '#src/lib/till.ts';
import { useRegisterDevice } from '../api/register-device.ts';

interface Props {
  business: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many sales and till writes wait on this device for the owner's account (src/app). */
  waitingToSync: () => Promise<number>;
}

/**
 * Makes this device a till of the business (ADR 076): named, confirmed, registered; the device
 * keeps its token, the owner's session is signed out here only (their other devices stay signed
 * in), and the PIN pad shows.
 */
export function RegisterTillDialog({ business, open, onOpenChange, waitingToSync }: Props) {
  const { t } = useLingui();
  const register = useRegisterDevice();
  const [name, setName] = useState('');
  const [idle, setIdle] = useState(String(TILL_IDLE_DEFAULT));
  const [nameError, setNameError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setNameError(undefined);
    setFormError(null);
    if (!name.trim()) {
      setNameError(t`Give this till a name.`);
      return;
    }
    // The owner's queue is theirs: signed out here, it would wait for them and not reach the server.
    const waiting = await waitingToSync().catch(() => 0);
    if (waiting > 0) {
      setFormError(
        t`${plural(waiting, {
          one: 'One sale or change made here is waiting to sync: sync it before this device becomes a till.',
          other:
            '# sales or changes made here are waiting to sync: sync them before this device becomes a till.',
        })}`,
      );
      return;
    }
    try {
      const { deviceToken } = await register.mutateAsync({
        businessId: business.id,
        name: name.trim(),
      });
      saveTillDevice({ deviceToken, businessId: business.id, businessName: business.name });
      saveTillIdleMinutes(Number(idle));
      // Locally only: the owner's sessions on their other devices keep working.
      logout({ notifyServer: false, redirectTo: '/till' });
    } catch (err) {
      const detail = err instanceof ApiError ? err.body?.details?.[0] : undefined;
      if (detail?.field === 'name') setNameError(detail.message);
      else setFormError(errorMessage(err, t`Could not register this device. Try again.`));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Use this device as a till`}
      description={t`This device will show a PIN pad for your staff. Your own session is signed out here; your other devices stay signed in.`}
    >
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
        {formError && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        )}
        <Field label={<Trans>Till name</Trans>} error={nameError}>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
            maxLength={60}
            placeholder={t`Front counter`}
          />
        </Field>
        <Field
          label={<Trans>Back to the staff picker after</Trans>}
          hint={<Trans>Minutes without a touch, then the staff member is signed out.</Trans>}
        >
          <Select
            value={idle}
            onValueChange={setIdle}
            options={TILL_IDLE_CHOICES.map((m) => ({
              value: String(m),
              label: t`${m} min`,
            }))}
          />
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={register.isPending}>
            <Trans>Register and sign me out</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
