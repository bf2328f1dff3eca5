import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { z } from 'zod';
import {
  ForgotPasswordBodySchema,
  PASSWORD_MIN_LENGTH,
  ResetPasswordBodySchema,
} from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AuthCard, FormError } from '../components/auth-card.tsx';
import { CodeInput, emptyCode } from '../components/code-input.tsx';
import { PasswordInput } from '../components/password-input.tsx';
import { useAuthText } from '../messages.ts';

const [LinkSchema, CodeSchema] = ResetPasswordBodySchema.options;

const confirmMatches = <T extends { password: string; confirm: string }>(values: T) =>
  values.password === values.confirm;
// Shown through useAuthText's fallback: translated where it renders (PASSWORDS_DIFFER).
const PASSWORDS_DIFFER = 'The passwords do not match';
const mismatch = { message: PASSWORDS_DIFFER, path: ['confirm'] };

const LinkFormSchema = z
  .object({ password: LinkSchema.shape.password, confirm: z.string() })
  .refine(confirmMatches, mismatch);
const CodeFormSchema = z
  .object({
    email: ForgotPasswordBodySchema.shape.email,
    code: CodeSchema.shape.code,
    password: CodeSchema.shape.password,
    confirm: z.string(),
  })
  .refine(confirmMatches, mismatch);

type LinkForm = z.infer<typeof LinkFormSchema>;
type CodeForm = z.infer<typeof CodeFormSchema>;

/** The form's own message (the passwords differ) or the contract's, in the language shown. */
function useFormText() {
  const { t } = useLingui();
  const text = useAuthText();
  return (message: string | undefined) =>
    message === PASSWORDS_DIFFER ? t`The passwords do not match` : text(message);
}

function useFinish() {
  const navigate = useNavigate();
  return (message: string, email?: string) => {
    toast.success(message);
    navigate('/login', { replace: true, state: email ? { email } : undefined });
  };
}

const footer = (
  <p>
    <Link to="/login" className="font-medium text-primary hover:underline">
      <Trans>Back to sign in</Trans>
    </Link>
  </p>
);

function NewPasswordFields({
  password,
  confirm,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: { message?: string }; confirm?: { message?: string } };
}) {
  const { t } = useLingui();
  const text = useFormText();
  const min = PASSWORD_MIN_LENGTH;
  return (
    <>
      <Field
        label={t`New password`}
        error={text(errors.password?.message)}
        hint={t`At least ${min} characters.`}
      >
        <PasswordInput autoComplete="new-password" {...password} />
      </Field>
      <Field label={t`Repeat new password`} error={text(errors.confirm?.message)}>
        <PasswordInput autoComplete="new-password" {...confirm} />
      </Field>
    </>
  );
}

/** The emailed link: /reset-password?token=... Only the new password is asked. */
function ResetWithLink({ token }: { token: string }) {
  const reset = useResetPassword();
  const finish = useFinish();
  const { t } = useLingui();
  const resetFailed = t`Could not reset your password. Please try again.`;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LinkForm>({
    resolver: zodResolver(LinkFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(({ password }) =>
    reset.mutate({ token, password }, { onSuccess: (data) => finish(data.message) }),
  );
  return (
    <AuthCard
      title={t`Choose a new password`}
      description={t`Pick something you have not used here before.`}
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={reset.isError ? errorMessage(reset.error, resetFailed) : null} />
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirm')}
          errors={errors}
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          <Trans>Reset password</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}

/** /reset-password?email=...: the 6-digit code from the email plus the new password. */
function ResetWithCode({ email }: { email: string }) {
  const reset = useResetPassword();
  const finish = useFinish();
  const [digits, setDigits] = useState(emptyCode);
  const { t } = useLingui();
  const text = useFormText();
  const resetFailed = t`Could not reset your password. Please try again.`;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CodeForm>({
    resolver: zodResolver(CodeFormSchema),
    defaultValues: { email, code: '', password: '', confirm: '' },
  });
  const onSubmit = handleSubmit(({ email: address, code, password }) =>
    reset.mutate(
      { email: address, code, password },
      { onSuccess: (data) => finish(data.message, address) },
    ),
  );
  return (
    <AuthCard
      title={t`Reset your password`}
      description={t`Enter the 6-digit code we emailed you and choose a new password.`}
      footer={
        <>
          <p>
            <Trans>
              No code?{' '}
              <Link to="/forgot-password" className="font-medium text-primary hover:underline">
                Send a new one
              </Link>
            </Trans>
          </p>
          {footer}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={reset.isError ? errorMessage(reset.error, resetFailed) : null} />
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
        <div className="space-y-1.5">
          <span className="block text-sm font-medium">
            <Trans>Code from the email</Trans>
          </span>
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <CodeInput
                value={digits}
                autoFocus={Boolean(email)}
                invalid={Boolean(errors.code)}
                onChange={(next) => {
                  setDigits(next);
                  field.onChange(next.join(''));
                }}
              />
            )}
          />
          {errors.code?.message && (
            <p role="alert" className="text-sm text-danger">
              {text(errors.code.message)}
            </p>
          )}
        </div>
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirm')}
          errors={errors}
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          <Trans>Reset password</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}

/** /reset-password: the link flow (?token=) or the code flow (email + code). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (token) return <ResetWithLink token={token} />;
  return <ResetWithCode email={params.get('email') ?? ''} />;
}
