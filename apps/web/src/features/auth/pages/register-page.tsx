import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  RegisterBodySchema,
  sanitizeUsername,
  usernameProblem,
  type RegisterBody,
} from '@app/contracts';
import { LanguagePicker } from '#src/components/language-picker.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { takeAuthRedirect } from '#src/lib/session.ts';
import { registerFailure, useRegister } from '../api/register.ts';
import { AuthCard, FormError } from '../components/auth-card.tsx';
import { GoogleSignInButton } from '../components/google-button.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { UsernameStatus } from '../components/username-status.tsx';
import { useUsernameAvailability } from '../components/use-username-availability.ts';
import { useAuthText } from '../messages.ts';

/** The contract's body plus SPEC section 5's rules, checked on the name as it will be stored. */
const FormSchema = RegisterBodySchema.superRefine((values, ctx) => {
  const problem = usernameProblem(sanitizeUsername(values.username));
  if (problem && values.username.trim()) {
    ctx.addIssue({ code: 'custom', path: ['username'], message: problem });
  }
});

/**
 * /register: username, email, password. The account is signed in at once; the Verify Your Email
 * dialog of the signed-in shell then asks for the emailed code.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const registration = useRegister();
  const { t } = useLingui();
  const text = useAuthText();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<RegisterBody>({
    resolver: zodResolver(FormSchema),
    defaultValues: { username: '', email: '', password: '' },
  });
  const username = useWatch({ control, name: 'username' });
  const availability = useUsernameAvailability(username, { sanitize: true });
  const failure = registration.isError ? registerFailure(registration.error) : null;

  const onSubmit = handleSubmit((values) => {
    if (availability.state === 'taken' && availability.message) {
      setError('username', { message: availability.message }, { shouldFocus: true });
      return;
    }
    registration.mutate(values, {
      onSuccess: () => navigate(takeAuthRedirect(), { replace: true }),
      onError: (err) => {
        const { field, message } = registerFailure(err);
        if (field) setError(field, { message }, { shouldFocus: true });
      },
    });
  });

  const usernameError = text(errors.username?.message);
  const min = PASSWORD_MIN_LENGTH;
  return (
    <AuthCard
      corner={<LanguagePicker />}
      title={t`Create your ShopBook account`}
      description={t`Free to start. Keep sales, stock and customers in one place, even offline.`}
      footer={
        <p>
          <Trans>
            Already have an account?{' '}
            <Link to="/login" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </Trans>
        </p>
      }
    >
      <GoogleSignInButton />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={failure && !failure.field ? text(failure.message) : null} />
        <div className="space-y-1.5">
          <Field label={t`Username`} error={usernameError}>
            <Input
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t`e.g. amina_store`}
              autoFocus
              {...register('username')}
            />
          </Field>
          {!usernameError && (
            <UsernameStatus
              availability={availability}
              idle={t`Letters, numbers and underscores; start with a letter.`}
            />
          )}
        </div>
        <Field label={t`Email`} error={text(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t`you@example.com`}
            {...register('email')}
          />
        </Field>
        <Field
          label={t`Password`}
          error={text(errors.password?.message)}
          hint={t`At least ${min} characters.`}
        >
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </Field>
        <Button type="submit" size="lg" className="w-full" loading={registration.isPending}>
          {registration.isPending ? t`Creating your account…` : t`Create account`}
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          <Trans>
            By creating an account you agree to our{' '}
            <Link to="/terms" className="underline underline-offset-2 hover:text-foreground">
              Terms
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="underline underline-offset-2 hover:text-foreground">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      </form>
    </AuthCard>
  );
}
