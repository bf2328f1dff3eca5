import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { VerifyEmailResponse } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { HOME_PATH, logout, rememberAuthRedirect, useSession } from '#src/lib/session.ts';
import { verifyEmail, verifyErrorMessage } from '../api/verify-email.ts';
import { AuthCard, AuthStatusIcon } from '../components/auth-card.tsx';
import { ConfirmUsernameDialog } from '../components/confirm-username-dialog.tsx';
import { VerifyEmailPanel } from '../components/verify-email-panel.tsx';
import { useAuthText } from '../messages.ts';

/** Verified: continue, or confirm the adjusted username first (SPEC section 4). */
function Verified({ usernameChanged }: { usernameChanged: boolean }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { t } = useLingui();
  return (
    <AuthCard
      icon={
        <AuthStatusIcon>
          <CircleCheck aria-hidden />
        </AuthStatusIcon>
      }
      title={t`Email verified`}
      description={t`Thanks for confirming your address. Your ShopBook account is ready.`}
    >
      <Button size="lg" className="w-full" onClick={() => navigate(HOME_PATH)} autoFocus>
        <Trans>Continue to your businesses</Trans>
      </Button>
      <ConfirmUsernameDialog
        open={usernameChanged && Boolean(user?.username_changed)}
        user={user}
      />
    </AuthCard>
  );
}

/** /verify-email?user_id=...&code=...: the link in the email, verified on arrival. */
function VerifyFromLink({ userId, code }: { userId: string; code: string }) {
  const { isLoggedIn } = useSession();
  const mutation = useMutation({ mutationFn: verifyEmail });
  const { t } = useLingui();
  const text = useAuthText();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutation.mutate({ user_id: userId, verification_code: code });
  }, [mutation, userId, code]);

  if (mutation.isSuccess) return <Verified usernameChanged={mutation.data.username_changed} />;
  if (mutation.isError) {
    return (
      <AuthCard
        icon={
          <AuthStatusIcon tone="danger">
            <CircleAlert aria-hidden />
          </AuthStatusIcon>
        }
        title={t`We could not verify your email`}
        description={text(verifyErrorMessage(mutation.error))}
      >
        <div className="space-y-3">
          {isLoggedIn ? (
            <Button asChild size="lg" className="w-full">
              <Link to="/verify-email" replace>
                <Trans>Enter the code instead</Trans>
              </Link>
            </Button>
          ) : (
            <Button asChild size="lg" className="w-full">
              <Link to="/login" onClick={() => rememberAuthRedirect('/verify-email')}>
                <Trans>Sign in to get a new code</Trans>
              </Link>
            </Button>
          )}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={
        <AuthStatusIcon>
          <Spinner className="size-6" label={t`Verifying`} />
        </AuthStatusIcon>
      }
      title={t`Verifying your email…`}
      description={t`This takes a second.`}
    >
      <div className="h-2 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full w-1/2 animate-pulse rounded-full bg-primary/60" />
      </div>
    </AuthCard>
  );
}

/** /verify-email without a code: the six boxes for a signed-in, unverified user. */
function VerifyWithCode() {
  const { user, isLoggedIn, isVerified } = useSession();
  const [result, setResult] = useState<VerifyEmailResponse | null>(null);
  const { t } = useLingui();

  if (result || (isLoggedIn && isVerified)) {
    return <Verified usernameChanged={result?.username_changed ?? false} />;
  }
  if (!isLoggedIn || !user) {
    return (
      <AuthCard
        icon={
          <AuthStatusIcon>
            <MailCheck aria-hidden />
          </AuthStatusIcon>
        }
        title={t`Verify your email`}
        description={t`Sign in to enter the code from your email, or open the link in the email on this device.`}
      >
        <Button asChild size="lg" className="w-full">
          <Link to="/login" onClick={() => rememberAuthRedirect('/verify-email')}>
            <Trans>Sign in</Trans>
          </Link>
        </Button>
      </AuthCard>
    );
  }
  const email = user.email;
  return (
    <AuthCard
      icon={
        <AuthStatusIcon>
          <MailCheck aria-hidden />
        </AuthStatusIcon>
      }
      title={t`Verify your email`}
      description={
        <Trans>
          We sent a 6-digit code to{' '}
          <span className="font-medium wrap-anywhere text-foreground">{email}</span>.
        </Trans>
      }
      footer={
        <p>
          <Trans>
            Wrong email address?{' '}
            <button
              type="button"
              onClick={() => logout({ redirectTo: '/register' })}
              className="font-medium text-primary hover:underline"
            >
              Start again
            </button>
          </Trans>
        </p>
      }
    >
      <VerifyEmailPanel user={user} onVerified={setResult} />
    </AuthCard>
  );
}

/** /verify-email (SPEC section 2): the email link (?user_id&code), else the verification UI. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const userId = params.get('user_id');
  const code = params.get('code');
  if (userId && code) return <VerifyFromLink userId={userId} code={code} />;
  return <VerifyWithCode />;
}
