import { Trans, useLingui } from '@lingui/react/macro';
import type { Business } from '@app/contracts';
import type { Device, Staff } from '@app/contracts/staff';
import { Lock, MonitorSmartphone, Pencil, Trash2, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { InitialAvatar, ListEmpty, ListRow, ListRows } from '#src/components/ui/list-rows.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatDate } from '#src/lib/format.ts';
import { toast } from '#src/lib/toast.ts';
import { useDeleteStaff } from '../api/delete-staff.ts';
import { useDevices } from '../api/get-devices.ts';
import { useStaff } from '../api/get-staff.ts';
import { useRevokeDevice } from '../api/revoke-device.ts';
import { RegisterTillDialog } from './register-till-dialog.tsx';
import { StaffFormDialog } from './staff-form-dialog.tsx';
import { StaffReport } from './staff-report.tsx';

/** Settings, Staff: people who sign in at a till by PIN, the tills, and sales by staff. */
export function StaffSection({
  business,
  waitingToSync,
}: {
  business: Business;
  /** How many sales and till writes wait on this device (a till must not strand them). */
  waitingToSync: () => Promise<number>;
}) {
  return (
    <div className="space-y-8">
      <StaffList businessId={business.id} />
      <DeviceList business={business} waitingToSync={waitingToSync} />
      <StaffReport business={business} />
    </div>
  );
}

function StaffList({ businessId }: { businessId: string }) {
  const { t } = useLingui();
  const staff = useStaff(businessId);
  const remove = useDeleteStaff();
  const [editing, setEditing] = useState<Staff | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Staff | null>(null);
  const who = deleting?.name ?? '';

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ businessId, staffId: deleting.id });
      toast.success(t`${who} removed`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not remove the staff member. Try again.`));
      throw err;
    }
  };

  return (
    <section aria-labelledby="staff-list" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id="staff-list" className="text-sm font-medium">
          <Trans>Staff</Trans>
        </h3>
        <Button size="sm" onClick={() => setEditing('new')}>
          <UserPlus aria-hidden />
          <Trans>Add staff member</Trans>
        </Button>
      </div>
      {staff.data ? (
        staff.data.length === 0 ? (
          <ListEmpty icon={Users}>
            <Trans>No staff yet. Add the people who sell at your till, each with a PIN.</Trans>
          </ListEmpty>
        ) : (
          <ListRows>
            {staff.data.map((member) => {
              const memberName = member.name;
              const cap = member.permissions.discountPercentMax;
              return (
                <ListRow
                  key={member.id}
                  leading={<InitialAvatar name={member.name} />}
                  title={member.name}
                  detail={
                    <>
                      {member.role === 'manager' ? <Trans>Manager</Trans> : <Trans>Cashier</Trans>}
                      {' · '}
                      <Trans>Discounts up to {cap}%</Trans>
                      {member.lockedUntil && (
                        <span className="ml-2 inline-flex items-center gap-1 text-danger">
                          <Lock className="size-3" aria-hidden />
                          <Trans>PIN locked</Trans>
                        </span>
                      )}
                    </>
                  }
                >
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(member)}
                    aria-label={t`Edit ${memberName}`}
                  >
                    <Pencil aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger"
                    onClick={() => setDeleting(member)}
                    aria-label={t`Remove ${memberName}`}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </ListRow>
              );
            })}
          </ListRows>
        )
      ) : staff.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(staff.error, t`Could not load the staff. Try again.`)}
        </p>
      ) : (
        <Skeleton className="h-14 w-full" />
      )}
      {editing !== null && (
        <StaffFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          businessId={businessId}
          staff={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Remove ${who}?`}
        description={t`${who} can no longer sign in at your tills. Their past sales keep their name.`}
        confirmLabel={t`Remove staff member`}
        destructive
        onConfirm={handleDelete}
      />
    </section>
  );
}

function DeviceList({
  business,
  waitingToSync,
}: {
  business: Business;
  waitingToSync: () => Promise<number>;
}) {
  const { t } = useLingui();
  const businessId = business.id;
  const [registering, setRegistering] = useState(false);
  const devices = useDevices(businessId);
  const revoke = useRevokeDevice();
  const [revoking, setRevoking] = useState<Device | null>(null);
  const deviceName = revoking?.name ?? '';

  const handleRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ businessId, deviceId: revoking.id });
      toast.success(t`${deviceName} is no longer a till`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not revoke the device. Try again.`));
      throw err;
    }
  };

  return (
    <section aria-labelledby="till-devices" className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 id="till-devices" className="text-sm font-medium">
          <Trans>Till devices</Trans>
        </h3>
        <Button size="sm" variant="outline" onClick={() => setRegistering(true)}>
          <MonitorSmartphone aria-hidden />
          <Trans>Use this device as a till</Trans>
        </Button>
      </div>
      {devices.data ? (
        devices.data.length === 0 ? (
          <ListEmpty icon={MonitorSmartphone}>
            <Trans>No till devices registered.</Trans>
          </ListEmpty>
        ) : (
          <ListRows>
            {devices.data.map((device) => {
              const name = device.name;
              const added = formatDate(device.createdAt);
              return (
                <ListRow
                  key={device.id}
                  leading={
                    <MonitorSmartphone
                      className="size-5 shrink-0 text-muted-foreground"
                      aria-hidden
                    />
                  }
                  title={device.name}
                  detail={
                    <Trans comment="when the till was registered: a date">Registered {added}</Trans>
                  }
                >
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger"
                    onClick={() => setRevoking(device)}
                    aria-label={t`Revoke ${name}`}
                  >
                    <Trans>Revoke</Trans>
                  </Button>
                </ListRow>
              );
            })}
          </ListRows>
        )
      ) : devices.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(devices.error, t`Could not load the devices. Try again.`)}
        </p>
      ) : (
        <Skeleton className="h-14 w-full" />
      )}
      {registering && (
        <RegisterTillDialog
          business={business}
          open
          onOpenChange={setRegistering}
          waitingToSync={waitingToSync}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t`Revoke ${deviceName}?`}
        description={t`Whoever is signed in on it is signed out at once, and no one can sign in there until it is registered again.`}
        confirmLabel={t`Revoke device`}
        destructive
        onConfirm={handleRevoke}
      />
    </section>
  );
}
