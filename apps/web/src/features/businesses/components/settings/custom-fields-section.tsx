import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { CustomFieldSchema, MAX_CUSTOM_FIELDS, type Business } from '@app/contracts';
import { ListPlus, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { FormAlert } from '#src/components/ui/form-alert.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm, type SectionProps } from './use-section-form.ts';

const CustomFieldsSchema = z.object({
  customFields: z
    .array(CustomFieldSchema)
    .max(MAX_CUSTOM_FIELDS, `At most ${MAX_CUSTOM_FIELDS} custom fields`),
});
type CustomFieldsValues = z.input<typeof CustomFieldsSchema>;
type CustomFieldsOutput = z.output<typeof CustomFieldsSchema>;

const valuesOf = (business: Business): CustomFieldsValues => ({
  customFields: business.customFields.map(({ label, value }) => ({ label, value })),
});

/** Settings, Custom fields: extra lines of the business's own (tax number, bank account...). */
export function CustomFieldsSection({ business, onDirtyChange }: SectionProps) {
  const { t } = useLingui();
  const form = useForm<CustomFieldsValues, unknown, CustomFieldsOutput>({
    resolver: zodResolver(CustomFieldsSchema),
    defaultValues: valuesOf(business),
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'customFields' });
  const { submit, actions } = useSectionForm(form, {
    business,
    onDirtyChange,
    valuesOf,
    fields: ['customFields'],
    toBody: ({ customFields }) => ({ customFields }),
    savedText: () => t`Custom fields saved`,
  });

  const full = fields.length >= MAX_CUSTOM_FIELDS;
  const count = fields.length;
  const limit = MAX_CUSTOM_FIELDS;
  const addRow = () => append({ label: '', value: '' }, { shouldFocus: true });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <FormAlert
        message={errors.root?.server?.message ?? errors.customFields?.message}
        className="mb-5"
      />
      {fields.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center">
          <ListPlus className="size-8 text-muted-foreground" aria-hidden />
          <p className="max-w-sm text-sm text-muted-foreground">
            <Trans>
              No custom fields yet. Add details such as a tax number or bank account, as a label and
              its value.
            </Trans>
          </p>
          <Button variant="outline" onClick={addRow}>
            <Plus aria-hidden />
            <Trans>Add a field</Trans>
          </Button>
        </div>
      ) : (
        <ol className="space-y-3">
          {fields.map((row, index) => {
            const position = index + 1;
            return (
              <li
                key={row.id}
                className="relative grid gap-3 rounded-xl border border-border p-3 pr-12 sm:pr-0 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start sm:border-0 sm:p-0"
              >
                <Field
                  label={<Trans comment="the name of a custom field">Label</Trans>}
                  error={errors.customFields?.[index]?.label?.message}
                >
                  <Input
                    placeholder={t`e.g. Tax number`}
                    maxLength={60}
                    {...register(`customFields.${index}.label`)}
                  />
                </Field>
                <Field
                  label={<Trans comment="a custom field's content">Value</Trans>}
                  error={errors.customFields?.[index]?.value?.message}
                >
                  <Input maxLength={500} {...register(`customFields.${index}.value`)} />
                </Field>
                <Button
                  variant="ghost"
                  size="icon"
                  className="absolute top-1.5 right-1.5 text-muted-foreground hover:text-danger sm:static sm:mt-7"
                  aria-label={t`Remove field ${position}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {fields.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button variant="outline" size="sm" onClick={addRow} disabled={full}>
            <Plus aria-hidden />
            <Trans>Add a field</Trans>
          </Button>
          <span className="text-sm text-muted-foreground">
            <Trans>
              {count} of {limit}
            </Trans>
          </span>
        </div>
      )}
      <SectionActions {...actions} />
    </form>
  );
}
