import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { MESSAGES } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Card } from '#src/components/ui/card.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { logout, useSession } from '#src/lib/session.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { authText } from '../messages.ts';

/**
 * Account deletion for the settings screen: a danger-zone card whose dialog asks the user to type
 * their username. Success signs out to / ; failure keeps the dialog open with SPEC's text.
 */
export function DeleteAccountSection() {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const mutation = useDeleteAccount();
  const { t, i18n } = useLingui();
  const inputId = useId();
  const username = user?.username ?? '';
  const matches = username !== '' && typed.trim().toLowerCase() === username.toLowerCase();

  const setDialog = (next: boolean) => {
    if (mutation.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      mutation.reset();
    }
  };

  const handleDelete = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        toast.success(authText(i18n, MESSAGES.accountDeleted));
        // The server already ended every session: nothing to tell it.
        logout({ redirectTo: '/', notifyServer: false });
      },
    });

  return (
    <Card className="border-danger/30 p-5 sm:p-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h3 className="font-semibold">
            <Trans>Delete account</Trans>
          </h3>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Permanently remove your account, your businesses and all their sales, stock and
              customers. This cannot be undone.
            </Trans>
          </p>
        </div>
        <Button variant="danger" className="shrink-0" onClick={() => setDialog(true)}>
          <Trans>Delete account</Trans>
        </Button>
      </div>

      <Dialog
        open={open}
        onOpenChange={setDialog}
        title={t`Delete your account?`}
        description={t`Everything in ShopBook that belongs to you will be erased for good: businesses, sales, stock history, customers and your public shop.`}
        footer={
          <>
            <Button
              variant="outline"
              disabled={mutation.isPending}
              onClick={() => setDialog(false)}
            >
              <Trans>Cancel</Trans>
            </Button>
            <Button
              variant="danger"
              disabled={!matches}
              loading={mutation.isPending}
              onClick={handleDelete}
            >
              <Trans>Delete permanently</Trans>
            </Button>
          </>
        }
      >
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (matches && !mutation.isPending) handleDelete();
          }}
        >
          <div className="flex gap-2.5 rounded-xl border border-danger/25 bg-danger-soft px-3.5 py-3 text-sm text-danger">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <Trans>There is no way to recover a deleted account.</Trans>
            </span>
          </div>
          <label htmlFor={inputId} className="block text-sm">
            <Trans>
              Type <span className="font-semibold select-all">{username}</span> to confirm.
            </Trans>
          </label>
          <Input
            id={inputId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            disabled={mutation.isPending}
          />
          {mutation.isError && (
            <p role="alert" className="text-sm text-danger">
              {authText(i18n, MESSAGES.accountDeleteFailed)}
            </p>
          )}
        </form>
      </Dialog>
    </Card>
  );
}
