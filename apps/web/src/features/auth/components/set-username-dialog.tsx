import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { HOME_PATH } from '#src/lib/session.ts';
import { useSetUsername, usernameErrorMessage } from '../api/set-username.ts';
import { UsernameForm } from './username-form.tsx';

/** SPEC section 5: the only rule Set Your Username words itself is the length. */
function setUsernameProblem(_problem: string, candidate: string): string {
  return candidate.length < 3 ? MESSAGES.setUsernameInvalid : _problem;
}

/**
 * Set Your Username (SPEC sections 2 and 4): for accounts without a name (Google sign-up). A form,
 * then a success step, with a note when a confirmation email was sent. Blocking until done.
 */
export function SetUsernameDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const mutation = useSetUsername();
  const [done, setDone] = useState<{ username: string; emailSent: boolean } | null>(null);
  const { t } = useLingui();

  const finish = () => {
    setDone(null);
    mutation.reset();
    navigate(HOME_PATH);
  };

  return (
    <Dialog
      open={open || done !== null}
      dismissible={false}
      title={done ? t`You’re all set` : t`Set Your Username`}
      description={
        done
          ? undefined
          : t`Choose the name you will use in ShopBook. Your customers see it on your receipts and shop.`
      }
    >
      {done ? (
        <div className="space-y-5 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CircleCheck className="size-7" aria-hidden />
          </span>
          <div className="space-y-1.5">
            <p className="text-sm text-muted-foreground">
              <Trans>Your username is</Trans>
            </p>
            <p className="text-xl font-semibold wrap-anywhere">{done.username}</p>
            {done.emailSent && (
              <p className="text-sm text-muted-foreground">
                <Trans>We have emailed you a confirmation of your new username.</Trans>
              </p>
            )}
          </div>
          <Button size="lg" className="w-full" onClick={finish} autoFocus>
            <Trans>Continue</Trans>
          </Button>
        </div>
      ) : (
        <UsernameForm
          sanitize
          invalidMessage={setUsernameProblem}
          pending={mutation.isPending}
          error={
            mutation.isError
              ? usernameErrorMessage(mutation.error, MESSAGES.setUsernameFailed)
              : null
          }
          onSubmit={(username) =>
            mutation.mutate(username, {
              onSuccess: (data) => setDone({ username: data.username, emailSent: data.email_sent }),
            })
          }
          actions={({ canSubmit }) => (
            <Button
              type="submit"
              size="lg"
              className="w-full"
              loading={mutation.isPending}
              disabled={!canSubmit}
            >
              <Trans>Save username</Trans>
            </Button>
          )}
        />
      )}
    </Dialog>
  );
}
