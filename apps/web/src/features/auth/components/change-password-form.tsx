import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { toast } from '#src/lib/toast.ts';
import { z } from 'zod';
import { ChangePasswordBodySchema, PASSWORD_MIN_LENGTH } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { ApiError, errorMessage } from '#src/lib/api-client.ts';
import { useSession } from '#src/lib/session.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useAuthText } from '../messages.ts';
import { FormError } from './auth-card.tsx';
import { PasswordInput } from './password-input.tsx';

// The form's own rules; their English is the key that useFormText translates.
const PASSWORDS_DIFFER = 'The passwords do not match';
const PASSWORD_UNCHANGED = 'Choose a password different from the current one';

const FormSchema = ChangePasswordBodySchema.extend({ confirm: z.string() })
  .refine((v) => v.new_password === v.confirm, {
    message: PASSWORDS_DIFFER,
    path: ['confirm'],
  })
  .refine((v) => v.new_password !== v.current_password, {
    message: PASSWORD_UNCHANGED,
    path: ['new_password'],
  });
type FormValues = z.infer<typeof FormSchema>;

/** A field's message in the language shown: the form's own rules, else the contract's. */
function useFormText() {
  const { t } = useLingui();
  const text = useAuthText();
  return (message: string | undefined) => {
    if (message === PASSWORDS_DIFFER) return t`The passwords do not match`;
    if (message === PASSWORD_UNCHANGED) return t`Choose a password different from the current one`;
    return text(message);
  };
}

/** The settings screen's password change; other devices are signed out by the server. */
export function ChangePasswordForm() {
  const { user } = useSession();
  const mutation = useChangePassword();
  const { t } = useLingui();
  const text = useFormText();
  const min = PASSWORD_MIN_LENGTH;
  const CHANGE_FAILED = t`Could not change your password. Please try again.`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(({ current_password, new_password }) =>
    mutation.mutate(
      { current_password, new_password },
      {
        onSuccess: (data) => {
          toast.success(data.message);
          reset();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.errorCode === 'INVALID_CREDENTIALS') {
            setError('current_password', { message: errorMessage(err, CHANGE_FAILED) });
          }
        },
      },
    ),
  );

  const wrongCurrent =
    mutation.error instanceof ApiError && mutation.error.errorCode === 'INVALID_CREDENTIALS';
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <FormError
        message={
          mutation.isError && !wrongCurrent ? errorMessage(mutation.error, CHANGE_FAILED) : null
        }
      />
      {/* Lets password managers tie the new password to the account. */}
      <input
        type="text"
        name="username"
        autoComplete="username"
        value={user?.email ?? ''}
        hidden
        readOnly
      />
      <Field label={t`Current password`} error={text(errors.current_password?.message)}>
        <PasswordInput autoComplete="current-password" {...register('current_password')} />
      </Field>
      <Field
        label={t`New password`}
        error={text(errors.new_password?.message)}
        hint={t`At least ${min} characters. Other devices will be signed out.`}
      >
        <PasswordInput autoComplete="new-password" {...register('new_password')} />
      </Field>
      <Field label={t`Repeat new password`} error={text(errors.confirm?.message)}>
        <PasswordInput autoComplete="new-password" {...register('confirm')} />
      </Field>
      <Button type="submit" loading={mutation.isPending}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
