import { Trans, useLingui } from '@lingui/react/macro';
import type { User, VerifyEmailResponse } from '@app/contracts';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { logout } from '#src/lib/session.ts';
import { VerifyEmailPanel } from './verify-email-panel.tsx';

/**
 * Verify Your Email (SPEC sections 2 and 4): blocking while the signed-in user is not verified.
 * The only way out other than the code is signing out (e.g. after a typo in the address).
 */
export function VerifyEmailDialog({
  open,
  user,
  onVerified,
}: {
  open: boolean;
  user: User | null;
  onVerified: (result: VerifyEmailResponse) => void;
}) {
  const { t } = useLingui();
  const email = user?.email;
  return (
    <Dialog
      open={open}
      dismissible={false}
      title={t`Verify Your Email`}
      description={
        email ? (
          <Trans>
            Please verify your email to access all features. We sent a 6-digit code to{' '}
            <span className="font-medium wrap-anywhere text-foreground">{email}</span>.
          </Trans>
        ) : (
          t`Please verify your email to access all features. We sent a 6-digit code to your email.`
        )
      }
    >
      {user ? (
        <VerifyEmailPanel user={user} onVerified={onVerified} />
      ) : (
        <div className="flex justify-center py-8">
          <Spinner className="size-6 text-primary" />
        </div>
      )}
      <p className="mt-5 text-center text-sm text-muted-foreground">
        <Trans>
          Wrong email address?{' '}
          <button
            type="button"
            onClick={() => logout()}
            className="font-medium text-primary hover:underline"
          >
            Sign out
          </button>
        </Trans>
      </p>
    </Dialog>
  );
}
