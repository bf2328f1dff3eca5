import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SetUsernameBodySchema } from '@app/contracts';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { useAuthText } from '../messages.ts';
import { FormError } from './auth-card.tsx';
import { UsernameStatus } from './username-status.tsx';
import { useUsernameAvailability, type UsernameAvailability } from './use-username-availability.ts';

const FormSchema = SetUsernameBodySchema;
type FormValues = z.infer<typeof FormSchema>;

interface UsernameFormProps {
  /** The name the user has now: not re-checked, and submitting it is disabled. */
  current?: string | null;
  defaultValue?: string;
  /** Rules on the stored (sanitised) name, as for a new account; else on the name as typed. */
  sanitize?: boolean;
  /** Text for a name that breaks the rules, replacing the rule's own text (Set Your Username). */
  invalidMessage?: (problem: string, candidate: string) => string;
  error?: string | null;
  pending?: boolean;
  onSubmit: (username: string) => void;
  /** Renders the buttons; `canSubmit` follows SPEC section 5's disabled rule. */
  actions: (state: { canSubmit: boolean; availability: UsernameAvailability }) => ReactNode;
  id?: string;
}

/**
 * One username field with the live availability check (SPEC sections 4 and 5). Submitting is
 * refused while the field is empty, equal to the current name, loading, checking or taken.
 */
export function UsernameForm({
  current,
  defaultValue = '',
  sanitize = false,
  invalidMessage,
  error,
  pending = false,
  onSubmit,
  actions,
  id,
}: UsernameFormProps) {
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { username: defaultValue },
  });
  const { t } = useLingui();
  const text = useAuthText();
  const value = useWatch({ control, name: 'username' }) ?? '';
  const availability = useUsernameAvailability(value, { current, sanitize });
  const shown =
    availability.problem && invalidMessage
      ? { ...availability, problem: invalidMessage(availability.problem, availability.candidate) }
      : availability;
  const canSubmit =
    availability.candidate !== '' &&
    availability.candidate !== current &&
    !pending &&
    availability.problem === null &&
    availability.state !== 'checking' &&
    availability.state !== 'taken';

  const submit = handleSubmit(({ username }) => {
    if (shown.problem) {
      setError('username', { message: shown.problem });
      return;
    }
    if (canSubmit) onSubmit(username.trim());
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="space-y-4">
      <FormError message={text(error)} />
      <div className="space-y-1.5">
        <Field label={t`Username`} error={text(errors.username?.message)}>
          <Input
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={60}
            placeholder={t`e.g. amina_store`}
            autoFocus
            {...register('username')}
          />
        </Field>
        {!errors.username && (
          <UsernameStatus
            availability={shown}
            idle={t`At least 3 characters: letters, numbers and underscores, starting with a letter.`}
          />
        )}
      </div>
      {actions({ canSubmit, availability })}
    </form>
  );
}
