import { zodResolver } from '@hookform/resolvers/zod';
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

const FormSchema = ForgotPasswordBodySchema.pick({ email: true });
type FormValues = { email: string };

/** /forgot-password: asks for the email; the message carries a code and a link. */
export function ForgotPasswordPage() {
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(FormSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(({ email }) => request.mutate(email));
  const backToSignIn = (
    <p>
      Remembered it?{' '}
      <Link to="/login" className="font-medium text-primary hover:underline">
        Back to sign in
      </Link>
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
        title="Check your email"
        description={request.data.message}
        footer={backToSignIn}
      >
        <div className="space-y-4 text-sm">
          <p className="text-muted-foreground">
            We sent it to <span className="font-medium text-foreground">{email}</span>. Open the
            link in the email, or enter the 6-digit code on the next screen.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to={`/reset-password?email=${encodeURIComponent(email)}`}>I have a code</Link>
          </Button>
          <p className="text-center text-xs text-muted-foreground">
            Nothing after a few minutes? Check your spam folder, or{' '}
            <button
              type="button"
              className="font-medium text-primary hover:underline"
              onClick={() => request.reset()}
            >
              try again
            </button>
            .
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email you signed up with and we will send you a code to reset it."
      footer={backToSignIn}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError
          message={
            request.isError
              ? errorMessage(request.error, 'Could not send the reset email. Please try again.')
              : null
          }
        />
        <Field label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            autoFocus
            {...register('email')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
          Send reset code
        </Button>
      </form>
    </AuthCard>
  );
}
