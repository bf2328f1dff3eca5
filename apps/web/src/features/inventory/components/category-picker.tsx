import { CATEGORY_NAME_MAX_LENGTH } from '@app/contracts/categories';
import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { Combobox, type ComboboxItem } from '#src/components/ui/combobox.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import type { CategoryOption } from '../types.ts';

interface CategoryPickerProps {
  /** Set by <Field>. */
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  categories: CategoryOption[];
  /** '' is "no category". */
  value: string;
  onChange: (categoryId: string) => void;
  /** Adds a category from what was typed and chooses it; absent: no create option. */
  onCreate?: (name: string) => Promise<CategoryOption>;
  disabled?: boolean;
}

type Row = ComboboxItem &
  ({ kind: 'none' } | { kind: 'category'; id: string } | { kind: 'create'; name: string });

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * Choose a product's category, or type a new one and create it on the spot: the ARIA combobox
 * pattern (type to filter, arrows to move, Enter to choose).
 */
export function CategoryPicker({
  categories,
  value,
  onChange,
  onCreate,
  ...field
}: CategoryPickerProps) {
  const { t } = useLingui();
  const selected = categories.find((c) => c.id === value);
  const findLabel = onCreate ? t`Find or create a category` : t`Find a category`;

  const rows = useCallback(
    (query: string): Row[] => {
      const q = fold(query);
      const matches = categories.filter((c) => fold(c.name).includes(q));
      matches.sort(
        (a, b) => Number(!fold(a.name).startsWith(q)) - Number(!fold(b.name).startsWith(q)),
      );
      const list: Row[] = q
        ? []
        : [
            {
              kind: 'none',
              key: 'none',
              label: t`No category`,
              selected: !value,
              className: 'text-muted-foreground',
            },
          ];
      for (const c of matches) {
        list.push({
          kind: 'category',
          id: c.id,
          key: c.id,
          label: c.name,
          selected: c.id === value,
        });
      }
      const typed = query.trim();
      if (onCreate && typed && !categories.some((c) => fold(c.name) === q)) {
        const name = typed.slice(0, CATEGORY_NAME_MAX_LENGTH);
        list.push({
          kind: 'create',
          name,
          key: 'create',
          label: t`Create “${name}”`,
          selected: false,
          icon: <Plus className="size-4 shrink-0" aria-hidden />,
          className: 'font-medium text-primary',
        });
      }
      return list;
    },
    [categories, value, onCreate, t],
  );

  const choose = (row: Row) => {
    if (row.kind === 'none') return onChange('');
    if (row.kind === 'category') return onChange(row.id);
    return onCreate?.(row.name).then(
      (category) => {
        onChange(category.id);
        return null;
      },
      (err: unknown) => errorMessage(err, t`Could not add the category. Please try again.`),
    );
  };

  return (
    <Combobox
      {...field}
      label={selected?.name}
      placeholder={t`No category`}
      items={rows}
      onChoose={choose}
      searchLabel={findLabel}
      listLabel={t`Categories`}
      emptyText={() => t`No category matches`}
      maxLength={CATEGORY_NAME_MAX_LENGTH}
      busyLabel={t`Adding`}
    />
  );
}
