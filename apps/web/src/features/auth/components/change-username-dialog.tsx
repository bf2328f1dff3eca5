import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '#src/lib/toast.ts';
import { MESSAGES } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { useSession } from '#src/lib/session.ts';
import { useConfirmUsername } from '../api/confirm-username.ts';
import { usernameErrorMessage } from '../api/set-username.ts';
import { UsernameForm } from './username-form.tsx';

/**
 * The settings screen's username change (SPEC section 5): rules as typed, live availability, and
 * Update disabled while empty, unchanged, saving, checking or taken.
 */
export function ChangeUsernameDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useSession();
  const mutation = useConfirmUsername();
  const { t } = useLingui();
  const username = user?.username;

  const close = (next: boolean) => {
    if (mutation.isPending) return;
    if (!next) mutation.reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t`Change username`}
      description={
        username ? (
          <Trans>
            You are <span className="font-medium text-foreground">{username}</span> now. Usernames
            are not case-sensitive.
          </Trans>
        ) : undefined
      }
    >
      {open && (
        <UsernameForm
          current={user?.username}
          defaultValue={user?.username ?? ''}
          pending={mutation.isPending}
          error={
            mutation.isError
              ? usernameErrorMessage(mutation.error, MESSAGES.updateUsernameFailed)
              : null
          }
          onSubmit={(username) =>
            mutation.mutate(
              { action: 'change', new_username: username },
              {
                onSuccess: (data) => {
                  const renamed = data.username;
                  toast.success(t`Your username is now ${renamed}`);
                  close(false);
                },
              },
            )
          }
          actions={({ canSubmit }) => (
            <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" disabled={mutation.isPending} onClick={() => close(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={mutation.isPending} disabled={!canSubmit}>
                <Trans>Update username</Trans>
              </Button>
            </div>
          )}
        />
      )}
    </Dialog>
  );
}
