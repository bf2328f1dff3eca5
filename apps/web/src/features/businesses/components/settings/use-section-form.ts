import type { Business } from '@app/contracts';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What every settings form does with its business: reports unsaved changes to the screen, and
 * takes fresh values from the server (saved elsewhere, refetched) unless the user is editing.
 */
export function useSectionForm<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  business: Business,
  valuesOf: (business: Business) => T,
  onDirtyChange?: (dirty: boolean) => void,
) {
  const { isDirty } = form.formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(business));
    // Only a new version of the business (updatedAt) refreshes the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [business.id, business.updatedAt]);
}
