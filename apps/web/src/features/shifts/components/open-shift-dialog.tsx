import { fromCents } from '@app/contracts/domain/money';
import { REGISTER_MAX_LENGTH } from '@app/contracts/shifts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Panel } from '#src/components/ui/panel.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { currencySymbol } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useOpenShift } from '../api/shift-writes.ts';
import { typedCents } from '../money-input.ts';
import { setDeviceRegister } from '../register.ts';
import { MoneyInput } from '#src/components/ui/money-input.tsx';

interface OpenShiftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  businessId: string;
  currency: string;
  register: string;
}

/** Opening a shift: count the float in the drawer; the till's name is this device's register. */
export function OpenShiftDialog(props: OpenShiftDialogProps) {
  const { t } = useLingui();
  return (
    <Panel
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t`Open a shift`}
      description={t`Count the cash in the drawer before the first sale.`}
    >
      {props.open && <OpenShiftForm {...props} />}
    </Panel>
  );
}

function OpenShiftForm({
  onOpenChange,
  businessId,
  currency,
  register: initialRegister,
}: OpenShiftDialogProps) {
  const { t } = useLingui();
  const [float, setFloat] = useState('');
  const [register, setRegister] = useState(initialRegister);
  const [tried, setTried] = useState(false);
  const open = useOpenShift();
  const cents = typedCents(float);
  const registerName = register.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (cents === null || !registerName) return;
    try {
      const result = await open.mutateAsync({
        businessId,
        body: { id: crypto.randomUUID(), openingFloat: fromCents(cents), register: registerName },
      });
      setDeviceRegister(result.queued ? registerName : result.value.register);
      if (result.queued)
        toast.success(t`Shift opened on this phone: it syncs when you are back online`);
      else toast.success(t`Shift opened`);
      onOpenChange(false);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not open the shift`));
    }
  };

  return (
    <form className="space-y-4 pb-4" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t`Opening float`}
        hint={t`The cash in the drawer now, for change.`}
        error={tried && cents === null ? t`Enter the amount you counted` : undefined}
      >
        <MoneyInput
          size="lg"
          value={float}
          onChange={setFloat}
          symbol={currencySymbol(currency)}
          placeholder="0.00"
          autoFocus
        />
      </Field>
      <Field
        label={t({ message: 'Register', context: 'till' })}
        hint={t`This device's till. Each register has its own shift.`}
        error={tried && !registerName ? t`Give the register a name` : undefined}
      >
        <Input
          value={register}
          maxLength={REGISTER_MAX_LENGTH}
          onChange={(e) => setRegister(e.target.value)}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={open.isPending}>
          <Trans>Open shift</Trans>
        </Button>
      </div>
    </form>
  );
}
