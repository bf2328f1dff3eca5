import { LANGUAGE_NAMES, LANGUAGES } from '@app/contracts/languages';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Select } from '#src/components/ui/select.tsx';

// Each language named in itself, so the owner finds the customers' language whatever the UI shows.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language,
  label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
}));

/**
 * The language a business's customers read, bound to a form field; as the direct child of
 * <Field> it gets the label's id, hint and error.
 */
export function FormLanguageSelect<T extends FieldValues, O>({
  control,
  name,
  id,
  invalid,
  'aria-describedby': describedBy,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <Select
      id={id}
      invalid={invalid}
      aria-describedby={describedBy}
      options={LANGUAGE_OPTIONS}
      value={field.value as string}
      onValueChange={field.onChange}
      name={field.name}
    />
  );
}
