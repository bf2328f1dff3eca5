import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  AddManagerBodySchema,
  type AddManagerBody,
  type Business,
  type Manager,
} from '@app/contracts';
import { ShieldCheck, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { InitialAvatar, ListEmpty, ListRow, ListRows } from '#src/components/ui/list-rows.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { ApiError, errorMessage, isSubscriptionError } from '#src/lib/api-client.ts';
import { formatDate } from '#src/lib/format.ts';
import { useAddManager } from '../../api/add-manager.ts';
import { useManagers } from '../../api/get-managers.ts';
import { useRemoveManager } from '../../api/remove-manager.ts';
import { showServerErrors } from '../../form-errors.ts';
import { BUSINESS_UI_MESSAGES } from '../../messages.ts';
import { FormAlert } from '#src/components/ui/form-alert.tsx';

/** Settings, Managers: the owner invites and removes; a manager is told who decides. */
export function ManagersSection({ business }: { business: Business }) {
  const name = business.name;
  if (business.role !== 'owner') {
    return (
      <div className="flex gap-3 rounded-xl border border-border bg-surface-muted/50 p-4 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div className="space-y-1">
          <p className="font-medium">
            <Trans>You are a manager of {name}</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>
              You can record sales and look after customers and inventory. The business profile,
              shop, settings and the list of managers are changed by its owner only.
            </Trans>
          </p>
        </div>
      </div>
    );
  }
  return <OwnerManagers business={business} />;
}

function OwnerManagers({ business }: { business: Business }) {
  const managers = useManagers(business.id);
  const [removing, setRemoving] = useState<Manager | null>(null);
  const remove = useRemoveManager();
  const { t } = useLingui();
  const name = business.name;
  const username = removing?.username ?? '';

  const handleRemove = async () => {
    if (!removing) return;
    try {
      const message = await remove.mutateAsync({
        businessId: business.id,
        userId: removing.userId,
      });
      toast.success(message);
    } catch (err) {
      if (!(err instanceof ApiError && isSubscriptionError(err.status, err.body))) {
        toast.error(errorMessage(err, t(BUSINESS_UI_MESSAGES.managerRemoveFailed)));
      }
      throw err;
    }
  };

  return (
    <div className="space-y-6">
      <InviteForm businessId={business.id} />
      <div>
        <h3 className="mb-3 text-sm font-medium">
          <Trans>People who manage {name}</Trans>
        </h3>
        {managers.data ? (
          managers.data.length === 0 ? (
            <ListEmpty icon={Users}>
              <Trans>
                No managers yet. Add someone you trust to record sales while you are away.
              </Trans>
            </ListEmpty>
          ) : (
            <ListRows>
              {managers.data.map((manager) => {
                const addedOn = formatDate(manager.addedAt);
                const managerName = manager.username;
                return (
                  <ListRow
                    key={manager.userId}
                    leading={<InitialAvatar name={manager.username} />}
                    title={manager.username}
                    detail={
                      <Trans comment="when the manager was added: a date">Added {addedOn}</Trans>
                    }
                  >
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-danger"
                      onClick={() => setRemoving(manager)}
                      aria-label={t`Remove ${managerName}`}
                    >
                      <UserMinus aria-hidden />
                      <span className="hidden sm:inline">
                        <Trans>Remove</Trans>
                      </span>
                    </Button>
                  </ListRow>
                );
              })}
            </ListRows>
          )
        ) : managers.isError ? (
          <FormAlert
            message={errorMessage(managers.error, t(BUSINESS_UI_MESSAGES.managersLoadFailed))}
          />
        ) : (
          <div className="space-y-2" aria-busy="true">
            <span className="sr-only" role="status">
              <Trans>Loading managers</Trans>
            </span>
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t`Remove ${username}?`}
        description={
          removing
            ? t`${username} will no longer see ${name} or work in it. You can add them again later.`
            : t`They will no longer see ${name} or work in it. You can add them again later.`
        }
        confirmLabel={t`Remove manager`}
        destructive
        onConfirm={handleRemove}
      />
    </div>
  );
}

function InviteForm({ businessId }: { businessId: string }) {
  const add = useAddManager();
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddManagerBody>({
    resolver: zodResolver(AddManagerBodySchema),
    defaultValues: { identifier: '' },
  });

  const submit = handleSubmit(async ({ identifier }) => {
    try {
      const manager = await add.mutateAsync({ businessId, identifier });
      reset();
      const managerName = manager.username;
      toast.success(t`${managerName} can now manage this business`);
    } catch (err) {
      const message = showServerErrors(
        err,
        setError,
        ['identifier'],
        t(BUSINESS_UI_MESSAGES.managerAddFailed),
      );
      if (message) setError('root.server', { message });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <FormAlert message={errors.root?.server?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <Field
          label={<Trans>Add a manager</Trans>}
          error={errors.identifier?.message}
          hint={<Trans>Their ShopBook username or email. They need a verified account.</Trans>}
          className="flex-1"
        >
          <Input
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            placeholder={t`username or email`}
            {...register('identifier')}
          />
        </Field>
        <Button type="submit" loading={isSubmitting} className="sm:mt-7">
          <UserPlus aria-hidden />
          <Trans>Add manager</Trans>
        </Button>
      </div>
    </form>
  );
}
