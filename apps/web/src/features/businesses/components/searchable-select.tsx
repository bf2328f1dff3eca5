import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Combobox } from '#src/components/ui/combobox.tsx';
import type { PickerOption } from '../intl-options.ts';

export interface SearchableSelectProps {
  /** Set by <Field>: ties the button to its label, hint and error. */
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  options: () => PickerOption[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder: string;
  searchLabel: string;
  disabled?: boolean;
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

function filterOptions(options: PickerOption[], query: string): PickerOption[] {
  const q = fold(query.trim());
  if (!q) return options;
  const starts: PickerOption[] = [];
  const contains: PickerOption[] = [];
  for (const option of options) {
    const label = fold(option.label);
    const keywords = fold(option.keywords ?? '').split(/\s+/);
    if (label.startsWith(q) || keywords.some((k) => k === q || k.startsWith(q))) {
      starts.push(option);
    } else if (label.includes(q)) {
      contains.push(option);
    }
  }
  return [...starts, ...contains];
}

/**
 * A select with a search box, for long lists (countries, currencies, time zones): type to filter,
 * arrows to move, Enter to choose, Escape to close.
 */
export function SearchableSelect({
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  searchLabel,
  ...field
}: SearchableSelectProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  // Built on first need: naming ~400 time zones is not free on a cheap phone. The options are
  // named in the UI language, so a switch of language names the chosen one anew.
  const selected = useMemo(
    () => (value ? options().find((o) => o.value === value) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the language
    [options, value, locale],
  );
  const items = useCallback(
    (query: string) =>
      filterOptions(options(), query).map((option) => ({
        key: option.value,
        label: option.label,
        detail: option.detail,
        selected: option.value === value,
      })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names change with the language
    [options, value, locale],
  );

  return (
    <Combobox
      {...field}
      label={selected?.label}
      detail={selected?.detail}
      placeholder={placeholder}
      items={items}
      onChoose={(item) => onChange(item.key)}
      onClose={onBlur}
      searchLabel={searchLabel}
      listLabel={searchLabel}
      emptyText={(query) => t`Nothing matches “${query}”`}
    />
  );
}

/** The select bound to a form field; as the direct child of <Field> it gets the label's id. */
export function FormSearchableSelect<T extends FieldValues, O>({
  control,
  name,
  ...props
}: { control: Control<T, unknown, O>; name: Path<T> } & Omit<
  SearchableSelectProps,
  'value' | 'onChange' | 'onBlur'
>) {
  const { field } = useController({ control, name });
  return (
    <SearchableSelect
      {...props}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
