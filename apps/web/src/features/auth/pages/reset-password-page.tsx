import { zodResolver } from '@hookform/resolvers/zod';
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

const RESET_FAILED = 'Could not reset your password. Please try again.';
const [LinkSchema, CodeSchema] = ResetPasswordBodySchema.options;

const confirmMatches = <T extends { password: string; confirm: string }>(values: T) =>
  values.password === values.confirm;
const mismatch = { message: 'The passwords do not match', path: ['confirm'] };

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
      Back to sign in
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
  return (
    <>
      <Field
        label="New password"
        error={errors.password?.message}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      >
        <PasswordInput autoComplete="new-password" {...password} />
      </Field>
      <Field label="Repeat new password" error={errors.confirm?.message}>
        <PasswordInput autoComplete="new-password" {...confirm} />
      </Field>
    </>
  );
}

/** The emailed link: /reset-password?token=... Only the new password is asked. */
function ResetWithLink({ token }: { token: string }) {
  const reset = useResetPassword();
  const finish = useFinish();
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
      title="Choose a new password"
      description="Pick something you have not used here before."
      footer={footer}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={reset.isError ? errorMessage(reset.error, RESET_FAILED) : null} />
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirm')}
          errors={errors}
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          Reset password
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
      title="Reset your password"
      description="Enter the 6-digit code we emailed you and choose a new password."
      footer={
        <>
          <p>
            No code?{' '}
            <Link to="/forgot-password" className="font-medium text-primary hover:underline">
              Send a new one
            </Link>
          </p>
          {footer}
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={reset.isError ? errorMessage(reset.error, RESET_FAILED) : null} />
        <Field label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            {...register('email')}
          />
        </Field>
        <div className="space-y-1.5">
          <span className="block text-sm font-medium">Code from the email</span>
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
              {errors.code.message}
            </p>
          )}
        </div>
        <NewPasswordFields
          password={register('password')}
          confirm={register('confirm')}
          errors={errors}
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
          Reset password
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
