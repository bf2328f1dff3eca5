import { useLingui } from '@lingui/react';
import type { Business, UpdateBusinessBody } from '@app/contracts';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from '#src/lib/toast.ts';
import { useUpdateBusiness } from '../../api/update-business.ts';
import { showServerErrors } from '../../form-errors.ts';
import { BUSINESS_UI_MESSAGES } from '../../messages.ts';

/** What the settings screen gives each of its sections. */
export interface SectionProps {
  business: Business;
  onDirtyChange?: (dirty: boolean) => void;
}

interface SectionFormOptions<T extends FieldValues, O> extends SectionProps {
  valuesOf: (business: Business) => T;
  /** The form's fields, where the server's field errors are shown. */
  fields: readonly string[];
  /** The form's output as the body of the update. */
  toBody: (output: O) => UpdateBusinessBody;
  /** The toast once saved. */
  savedText: (saved: Business) => string;
}

/**
 * What every settings form does with its business: reports unsaved changes to the screen, takes
 * fresh values from the server (saved elsewhere, refetched) unless the user is editing, and saves
 * its part of the business. Returns the form's submit handler and its Save/Discard bar's props.
 */
export function useSectionForm<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  { business, onDirtyChange, valuesOf, fields, toBody, savedText }: SectionFormOptions<T, O>,
) {
  const mutation = useUpdateBusiness();
  const { i18n } = useLingui();
  const { reset, setError, handleSubmit, formState } = form;
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(business));
    // Only a new version of the business (updatedAt) refreshes the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [business.id, business.updatedAt]);

  const submit = handleSubmit(async (output) => {
    try {
      const saved = await mutation.mutateAsync({ id: business.id, body: toBody(output) });
      reset(valuesOf(saved));
      toast.success(savedText(saved));
    } catch (err) {
      const message = showServerErrors(
        err,
        setError,
        fields,
        i18n._(BUSINESS_UI_MESSAGES.updateFailed),
      );
      if (message) setError('root.server', { message });
    }
  });

  return {
    submit,
    actions: { dirty: isDirty, pending: isSubmitting, onDiscard: () => reset(valuesOf(business)) },
  };
}
