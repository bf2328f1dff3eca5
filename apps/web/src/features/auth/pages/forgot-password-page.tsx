import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ForgotPasswordBodySchema } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthCard, AuthStatusIcon, FormError } from '../components/auth-card.tsx';
import { useAuthText } from '../messages.ts';

const FormSchema = ForgotPasswordBodySchema.pick({ email: true });
type FormValues = { email: string };

/** /forgot-password: asks for the email; the message carries a code and a link. */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const { t } = useLingui();
  const text = useAuthText();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => request.mutate(email));
  const backToSignIn = (
    <p>
      <Trans>
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
      </Trans>
    </p>
  );

  if (request.isSuccess) {
    const email = getValues('email');
    return (
      <AuthCard
        icon={
          <AuthStatusIcon>
            <MailCheck aria-hidden />
          </AuthStatusIcon>
        }
        title={t`Check your email`}
        description={request.data.message}
        footer={backToSignIn}
      >
        <div className="space-y-4 text-sm">
          <p className="text-muted-foreground">
            <Trans>
              We sent it to <span className="font-medium text-foreground">{email}</span>. Open the
              link in the email, or enter the 6-digit code on the next screen.
            </Trans>
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to={`/reset-password?email=${encodeURIComponent(email)}`}>
              <Trans>I have a code</Trans>
            </Link>
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            <Trans>
              Nothing after a few minutes? Check your spam folder, or{' '}
              <button
                type="button"
                className="font-medium text-primary hover:underline"
                onClick={() => request.reset()}
              >
                try again
              </button>
              .
            </Trans>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      description={t`Enter the email you signed up with and we will send you a code to reset it.`}
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError
          message={
            request.isError
              ? errorMessage(request.error, t`Could not send the reset email. Please try again.`)
              : null
          }
        />
        <Field label={t`Email`} error={text(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t`you@example.com`}
            autoFocus
            {...register('email')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          <Trans>Send reset code</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
