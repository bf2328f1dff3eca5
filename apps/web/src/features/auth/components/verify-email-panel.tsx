import { Trans, useLingui } from '@lingui/react/macro';
import { Info, RotateCw } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '#src/lib/toast.ts';
import {
  MESSAGES,
  RESEND_COOLDOWN_S,
  RESEND_DELAY_MS,
  VERIFICATION_CODE_TTL_MIN,
  type User,
  type VerifyEmailResponse,
} from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { ApiError, errorMessage, isNetworkFailure } from '#src/lib/api-client.ts';
import { resendVerification } from '../api/resend-verification.ts';
import { useVerifyEmail, verifyErrorMessage } from '../api/verify-email.ts';
import { CodeInput, emptyCode, isCodeComplete } from './code-input.tsx';
import { useResendCooldown } from './use-resend-cooldown.ts';
import { authText } from '../messages.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The body of Verify Your Email (SPEC sections 2 and 4): six boxes submitted when complete, a
 * Verify Email button, Resend with a 2 s delay then a countdown that survives reloads, and the
 * spam-folder hint. Used by the blocking dialog and by the /verify-email page.
 */
export function VerifyEmailPanel({
  user,
  onVerified,
}: {
  user: Pick<User, 'id' | 'email'>;
  onVerified: (result: VerifyEmailResponse) => void;
}) {
  const [digits, setDigits] = useState(emptyCode);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const verify = useVerifyEmail();
  const cooldown = useResendCooldown();
  const { t, i18n } = useLingui();

  const submit = (code: string) => {
    if (verify.isPending) return;
    setError(null);
    verify.mutate(
      { user_id: user.id, verification_code: code },
      {
        onSuccess: onVerified,
        onError: (err) => {
          setError(authText(i18n, verifyErrorMessage(err)));
          setDigits(emptyCode());
          setAttempt((n) => n + 1);
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isCodeComplete(digits)) submit(digits.join(''));
  };

  const handleResend = async () => {
    setSending(true);
    setResendError(null);
    try {
      await wait(RESEND_DELAY_MS);
      const result = await resendVerification(user.id);
      cooldown.start(result.cooldown_seconds || RESEND_COOLDOWN_S);
      toast.success(result.message);
      setError(null);
      setDigits(emptyCode());
      setAttempt((n) => n + 1);
    } catch (err) {
      if (err instanceof ApiError && err.errorCode === 'RESEND_COOLDOWN') {
        const seconds = Number(err.body?.cooldown_seconds);
        cooldown.start(Number.isFinite(seconds) && seconds > 0 ? seconds : RESEND_COOLDOWN_S);
        setResendError(authText(i18n, errorMessage(err, MESSAGES.resendFailed)));
      } else if (isNetworkFailure(err)) {
        toast.error(authText(i18n, MESSAGES.resendFailedNotice));
      } else {
        setResendError(authText(i18n, errorMessage(err, MESSAGES.resendFailed)));
      }
    } finally {
      setSending(false);
    }
  };

  const waiting = cooldown.secondsLeft > 0;
  const seconds = cooldown.secondsLeft;
  const minutes = VERIFICATION_CODE_TTL_MIN;
  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5">
      <CodeInput
        key={attempt}
        value={digits}
        onChange={(next) => {
          setDigits(next);
          if (error) setError(null);
        }}
        onComplete={submit}
        disabled={verify.isPending}
        invalid={Boolean(error)}
        autoFocus
        aria-describedby={error ? 'verify-code-error' : undefined}
      />
      {error && (
        <p id="verify-code-error" role="alert" className="-mt-1 text-center text-sm text-danger">
          {error}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={verify.isPending}
        disabled={!isCodeComplete(digits)}
      >
        {verify.isPending ? t`Verifying…` : t`Verify Email`}
      </Button>

      <div className="flex flex-col items-center gap-1.5">
        <div className="flex flex-wrap items-center justify-center gap-x-1 text-sm">
          <span className="text-muted-foreground">
            <Trans>Didn’t get the email?</Trans>
          </span>
          <Button
            variant="ghost"
            size="sm"
            className="text-primary tabular-nums hover:text-primary"
            disabled={waiting || sending}
            onClick={() => void handleResend()}
          >
            <RotateCw className={sending ? 'animate-spin' : undefined} aria-hidden />
            {sending
              ? t`Sending…`
              : waiting
                ? t({ message: `Resend in ${seconds}s`, comment: 's: seconds' })
                : t`Resend code`}
          </Button>
        </div>
        {resendError && (
          <p role="alert" className="text-center text-sm text-danger">
            {resendError}
          </p>
        )}
      </div>

      <p className="flex gap-2.5 rounded-xl bg-surface-muted px-3.5 py-3 text-xs leading-relaxed text-muted-foreground">
        <Info className="mt-px size-4 shrink-0" aria-hidden />
        <span>
          <Trans>
            Can’t find it? Check your <strong className="font-medium text-foreground">spam</strong>{' '}
            or junk folder. Codes expire after {minutes} minutes.
          </Trans>
        </span>
      </p>
    </form>
  );
}
