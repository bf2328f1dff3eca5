import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, AtSign, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES, type User } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { HOME_PATH } from '#src/lib/session.ts';
import { useConfirmUsername } from '../api/confirm-username.ts';
import { usernameErrorMessage } from '../api/set-username.ts';
import { authText } from '../messages.ts';
import { UsernameForm } from './username-form.tsx';

/** SPEC section 4: after Continue, the business list opens 800 ms later (the dialog closes first). */
export const CONTINUE_DELAY_MS = 800;

type Step = 'info' | 'change' | 'success' | 'closed';

/**
 * Confirm Your Username (SPEC sections 2 and 4): the name given at sign-up was adjusted by the
 * server (letters, digits and underscores only, or a clash). Steps: info, then keep (confirm) or
 * change, then success, then continue to /businesses.
 */
export function ConfirmUsernameDialog({ open, user }: { open: boolean; user: User | null }) {
  const navigate = useNavigate();
  const mutation = useConfirmUsername();
  const [step, setStep] = useState<Step>('info');
  const [finalName, setFinalName] = useState<string | null>(null);
  const visible = (open && step !== 'closed') || step === 'success';
  const username = finalName ?? user?.username ?? '';
  const { t, i18n } = useLingui();

  const keep = () =>
    mutation.mutate(
      { action: 'confirm' },
      {
        onSuccess: (data) => {
          setFinalName(data.username);
          setStep('success');
        },
      },
    );

  const change = (next: string) =>
    mutation.mutate(
      { action: 'change', new_username: next },
      {
        onSuccess: (data) => {
          setFinalName(data.username);
          setStep('success');
        },
      },
    );

  const finish = () => {
    setStep('closed');
    mutation.reset();
    setTimeout(() => navigate(HOME_PATH), CONTINUE_DELAY_MS);
  };

  const errorText = mutation.isError
    ? authText(
        i18n,
        usernameErrorMessage(
          mutation.error,
          step === 'change' ? MESSAGES.updateUsernameFailed : MESSAGES.confirmUsernameFailed,
        ),
      )
    : null;

  const titles: Record<Step, string> = {
    info: t`Confirm Your Username`,
    change: t`Choose a different username`,
    success: t`Username confirmed`,
    closed: t`Username confirmed`,
  };

  return (
    <Dialog open={visible} dismissible={false} title={titles[step]}>
      {step === 'info' && (
        <div className="space-y-5">
          <p className="text-sm text-muted-foreground">
            <Trans>
              Usernames can only use letters, numbers and underscores, and must be unique, so we set
              yours to:
            </Trans>
          </p>
          <div className="flex items-center gap-3 rounded-xl border border-primary/20 bg-primary-soft px-4 py-3">
            <AtSign className="size-5 shrink-0 text-primary" aria-hidden />
            <span className="text-lg font-semibold wrap-anywhere">{username}</span>
          </div>
          {errorText && (
            <p role="alert" className="text-sm text-danger">
              {errorText}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button size="lg" className="sm:flex-1" loading={mutation.isPending} onClick={keep}>
              <Trans>Keep this username</Trans>
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="sm:flex-1"
              disabled={mutation.isPending}
              onClick={() => {
                mutation.reset();
                setStep('change');
              }}
            >
              <Trans>Choose another</Trans>
            </Button>
          </div>
        </div>
      )}
      {step === 'change' && (
        <UsernameForm
          current={user?.username}
          pending={mutation.isPending}
          error={errorText}
          onSubmit={change}
          actions={({ canSubmit }) => (
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button
                variant="ghost"
                size="lg"
                disabled={mutation.isPending}
                onClick={() => {
                  mutation.reset();
                  setStep('info');
                }}
              >
                <ArrowLeft aria-hidden />
                <Trans>Back</Trans>
              </Button>
              <Button
                type="submit"
                size="lg"
                className="sm:flex-1"
                loading={mutation.isPending}
                disabled={!canSubmit}
              >
                <Trans>Update username</Trans>
              </Button>
            </div>
          )}
        />
      )}
      {step === 'success' && (
        <div className="space-y-5 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <CircleCheck className="size-7" aria-hidden />
          </span>
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground">
              <Trans>You will appear in ShopBook as</Trans>
            </p>
            <p className="text-xl font-semibold wrap-anywhere">{username}</p>
          </div>
          <Button size="lg" className="w-full" onClick={finish} autoFocus>
            <Trans>Continue</Trans>
          </Button>
        </div>
      )}
    </Dialog>
  );
}
