import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { CheckResponseSchema, MESSAGES } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { setSession, takeAuthRedirect } from '#src/lib/session.ts';
import { exchangeGoogleCode } from '../api/google-sign-in.ts';
import { AuthCard, AuthStatusIcon } from '../components/auth-card.tsx';
import { googleRedirectUri, takeGoogleAttempt } from '../google-oauth.ts';
import { authText } from '../messages.ts';

/**
 * An authorization code can be exchanged once: StrictMode's second effect run (and a re-render)
 * must share the first exchange, not start another.
 */
const exchanges = new Map<string, Promise<void>>();

async function completeSignIn(params: URLSearchParams): Promise<void> {
  if (params.get('error')) throw new Error(MESSAGES.googleFailed);

  // /auth/success?token=...: a server-side flow handed over the session token directly.
  const token = params.get('token');
  if (token) {
    const data = await api
      .get('auth/check', { headers: { Authorization: `Bearer ${token}` } })
      .json();
    setSession(token, parseResponse(CheckResponseSchema, data).user);
    return;
  }

  const code = params.get('code');
  if (!code) throw new Error(MESSAGES.googleNoToken);
  const attempt = takeGoogleAttempt(params.get('state'));
  if (!attempt) throw new Error(MESSAGES.googleFailed);
  await exchangeGoogleCode({
    code,
    redirectUri: googleRedirectUri(),
    ...(attempt.verifier ? { codeVerifier: attempt.verifier } : {}),
  });
}

function completeOnce(params: URLSearchParams): Promise<void> {
  const key = params.toString();
  let pending = exchanges.get(key);
  if (!pending) {
    pending = completeSignIn(params);
    exchanges.set(key, pending);
  }
  return pending;
}

function failureText(err: unknown): string {
  return err instanceof Error && err.message === MESSAGES.googleNoToken
    ? MESSAGES.googleNoToken
    : MESSAGES.googleFailed;
}

/**
 * /auth/callback, /auth/google/callback and /auth/success: back from Google. Exchanges the code
 * (with the PKCE verifier and state kept when the sign-in started) and opens the app; a new
 * Google account is then asked for a username by the signed-in shell.
 */
export function GoogleReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  useEffect(() => {
    let active = true;
    completeOnce(params).then(
      () => {
        if (active) navigate(takeAuthRedirect(), { replace: true });
      },
      (err: unknown) => {
        if (!active) return;
        setError(failureText(err));
        toast.error(authText(i18n, MESSAGES.googleFailedNotice), { id: 'google-sign-in' });
      },
    );
    return () => {
      active = false;
    };
  }, [params, navigate, i18n]);

  if (error) {
    return (
      <AuthCard
        icon={
          <AuthStatusIcon tone="danger">
            <CircleAlert aria-hidden />
          </AuthStatusIcon>
        }
        title={t`Google sign-in did not finish`}
        description={authText(i18n, error)}
      >
        <div className="space-y-2">
          <Button asChild size="lg" className="w-full">
            <Link to="/login" replace>
              <Trans>Back to sign in</Trans>
            </Link>
          </Button>
          <Button asChild variant="ghost" className="w-full">
            <Link to="/register" replace>
              <Trans>Create an account with email</Trans>
            </Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={
        <AuthStatusIcon>
          <Spinner className="size-6" label={t`Signing in`} />
        </AuthStatusIcon>
      }
      title={t`Signing you in…`}
      description={t`Finishing your Google sign-in. This only takes a moment.`}
    >
      <div className="h-2 overflow-hidden rounded-full bg-surface-muted">
        <div className="h-full w-2/3 animate-pulse rounded-full bg-primary/60" />
      </div>
    </AuthCard>
  );
}
