import { Trans, useLingui } from '@lingui/react/macro';
import {
  defaultStaffPermissions,
  type Staff,
  type StaffPermission,
  type StaffPermissions,
  type StaffRole,
} from '@app/contracts/staff';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Select } from '#src/components/ui/select.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { ApiError, errorMessage } from '#src/lib/api-client.ts';
import { toast } from '#src/lib/toast.ts';
import { useCreateStaff } from '../api/create-staff.ts';
import { useUpdateStaff } from '../api/update-staff.ts';
import { usePermissionLabels } from '../permission-labels.ts';

interface Props {
  businessId: string;
  /** The member to edit; none: a new one. */
  staff: Staff | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit a staff member: name, role, PIN (only when typed, on an edit) and permissions. */
export function StaffFormDialog({ businessId, staff, open, onOpenChange }: Props) {
  const { t } = useLingui();
  const labels = usePermissionLabels();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const [name, setName] = useState(staff?.name ?? '');
  const [role, setRole] = useState<StaffRole>(staff?.role ?? 'cashier');
  const [pin, setPin] = useState('');
  const [permissions, setPermissions] = useState<StaffPermissions>(
    staff?.permissions ?? defaultStaffPermissions('cashier'),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saving = create.isPending || update.isPending;

  const changeRole = (next: StaffRole) => {
    setRole(next);
    // A new member starts from the role's defaults; an edit keeps what the owner chose.
    if (!staff) setPermissions(defaultStaffPermissions(next));
  };
  const toggle = (key: StaffPermission, on: boolean) =>
    setPermissions((p) => ({ ...p, [key]: on }));

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      if (staff) {
        await update.mutateAsync({
          businessId,
          staffId: staff.id,
          body: { name, role, permissions, ...(pin ? { pin } : {}) },
        });
      } else {
        await create.mutateAsync({ businessId, body: { name, role, pin, permissions } });
      }
      const who = name.trim();
      toast.success(staff ? t`${who} saved` : t`${who} can now sign in at the till`);
      onOpenChange(false);
    } catch (err) {
      const details = err instanceof ApiError ? (err.body?.details ?? []) : [];
      if (details.length > 0) {
        setErrors(Object.fromEntries(details.map((d) => [d.field.split('.')[0]!, d.message])));
      } else {
        setFormError(errorMessage(err, t`Could not save the staff member. Try again.`));
      }
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={staff ? t`Edit staff member` : t`Add a staff member`}
      description={t`Staff sign in at a till with their PIN. They can do only what you allow here.`}
    >
      <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
        {formError && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        )}
        <Field label={<Trans>Name</Trans>} error={errors.name}>
          <Input value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        </Field>
        <Field label={<Trans>Role</Trans>} error={errors.role}>
          <Select
            value={role}
            onValueChange={(v) => changeRole(v as StaffRole)}
            options={[
              { value: 'cashier', label: t`Cashier` },
              { value: 'manager', label: t`Manager` },
            ]}
          />
        </Field>
        <Field
          label={staff ? <Trans>New PIN (optional)</Trans> : <Trans>PIN</Trans>}
          hint={<Trans>4 to 6 digits, different from the others’ PINs.</Trans>}
          error={errors.pin}
        >
          <Input
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            maxLength={6}
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          />
        </Field>
        <fieldset className="space-y-3 rounded-xl border border-border p-3">
          <legend className="px-1 text-sm font-medium">
            <Trans>Permissions</Trans>
          </legend>
          <Field
            label={<Trans>Largest discount (% of the list price)</Trans>}
            error={errors.permissions}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              value={permissions.discountPercentMax}
              onChange={(e) =>
                setPermissions((p) => ({ ...p, discountPercentMax: Number(e.target.value) }))
              }
            />
          </Field>
          {labels.map(({ key, label }) => (
            <label key={key} className="flex items-center justify-between gap-3 text-sm">
              <span>{label}</span>
              <Switch checked={permissions[key]} onCheckedChange={(on) => toggle(key, on)} />
            </label>
          ))}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            {staff ? <Trans>Save</Trans> : <Trans>Add staff member</Trans>}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
