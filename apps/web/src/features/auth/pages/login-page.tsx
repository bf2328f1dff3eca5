import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginBodySchema, type LoginBody } from '@app/contracts';
import { LanguagePicker } from '#src/components/language-picker.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { HumanCheckNotice } from '#src/components/ui/human-check-notice.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { isHumanCheckRequest } from '#src/lib/human-check.ts';
import { takeAuthRedirect } from '#src/lib/session.ts';
import { loginErrorMessage, useLogin } from '../api/login.ts';
import { AuthCard, FormError } from '../components/auth-card.tsx';
import { GoogleSignInButton } from '../components/google-button.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { useAuthText } from '../messages.ts';

/** /login: email and password (or Google); then the page the visitor wanted, else /businesses. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const { t } = useLingui();
  const text = useAuthText();
  // After a password reset the address is already known.
  const knownEmail = (location.state as { email?: unknown } | null)?.email;
  const email = typeof knownEmail === 'string' ? knownEmail : '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email, password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => navigate(takeAuthRedirect(), { replace: true }),
    }),
  );

  return (
    <AuthCard
      corner={<LanguagePicker />}
      title={t`Welcome back`}
      description={t`Sign in to record sales, check your stock and follow up with customers.`}
      footer={
        <p>
          <Trans>
            New to ShopBook?{' '}
            <Link to="/register" className="font-medium text-primary hover:underline">
              Create a free account
            </Link>
          </Trans>
        </p>
      }
    >
      <GoogleSignInButton />
      {/* POST: the prerendered form sent by the browser before the app runs (src/boot.ts holds
          it, but not if boot never loaded) must not put the password in a URL. */}
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError
          message={
            login.isError &&
            !(isHumanCheckRequest(login.error) && login.humanCheck.state !== 'idle')
              ? text(loginErrorMessage(login.error))
              : null
          }
        />
        <HumanCheckNotice check={login.humanCheck} />
        <Field label={t`Email`} error={text(errors.email?.message)}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t`you@example.com`}
            autoFocus={!email}
            {...register('email')}
          />
        </Field>
        <div className="space-y-1.5">
          <Field label={t`Password`} error={text(errors.password?.message)}>
            <PasswordInput
              autoComplete="current-password"
              autoFocus={Boolean(email)}
              {...register('password')}
            />
          </Field>
          <div className="flex justify-end">
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-primary hover:underline"
            >
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
          {login.humanCheck.state === 'checking'
            ? t`Checking…`
            : login.isPending
              ? t`Signing in…`
              : t`Sign in`}
        </Button>
      </form>
    </AuthCard>
  );
}
