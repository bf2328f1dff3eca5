import { INVENTORY_SEARCH_MAX_LENGTH, type InventorySort } from '@app/contracts/inventory';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InventoryFilters } from './api/keys.ts';

export const SORT_OPTIONS = [
  {
    value: 'name-asc',
    label: msg({ message: 'Name A–Z', comment: 'sort order: by name, A first' }),
  },
  {
    value: 'name-desc',
    label: msg({ message: 'Name Z–A', comment: 'sort order: by name, Z first' }),
  },
  { value: 'price-asc', label: msg`Price: low to high` },
  { value: 'price-desc', label: msg`Price: high to low` },
  { value: 'stock-asc', label: msg`Stock: lowest first` },
  { value: 'stock-desc', label: msg`Stock: highest first` },
  { value: 'updated-desc', label: msg`Recently changed` },
] as const;
export type SortValue = (typeof SORT_OPTIONS)[number]['value'];
const DEFAULT_SORT: SortValue = 'name-asc';

/** Typing settles for this long before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 250;

function parseSort(value: string | null): SortValue {
  return SORT_OPTIONS.some((o) => o.value === value) ? (value as SortValue) : DEFAULT_SORT;
}

/**
 * The list's search, category, low-stock switch and order, kept in the address (?q=&category=
 * &low=1&sort=) so Back, a reload or a shared link show the same list. The search box updates at
 * once; the address (and so the query) follows once typing pauses.
 */
export function useInventoryFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(q);
  const [lastQ, setLastQ] = useState(q);
  /** The search this hook last put in the address (its own echo is not a reason to retype). */
  const [pushed, setPushed] = useState(q);
  // Back/forward (or a link) changed the address: the box follows it. Our own update arriving
  // while the person kept typing must not take their last letters away.
  if (q !== lastQ) {
    setLastQ(q);
    if (q !== pushed && q !== searchText.trim()) setSearchText(q);
  }

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const wanted = searchText.trim().slice(0, INVENTORY_SEARCH_MAX_LENGTH);
    if (wanted === q) return;
    const timer = setTimeout(
      () => {
        setPushed(wanted);
        update({ q: wanted || null });
      },
      wanted ? SEARCH_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [searchText, q, update]);

  const sort = parseSort(params.get('sort'));
  const categoryId = params.get('category') ?? '';
  const lowStock = params.get('low') === '1';

  const filters = useMemo<InventoryFilters>(() => {
    const [field, order] = sort.split('-') as [InventorySort, 'asc' | 'desc'];
    return { search: q, categoryId, lowStock, sort: field, order };
  }, [q, categoryId, lowStock, sort]);

  return {
    filters,
    searchText,
    setSearchText,
    sort,
    setSort: (value: SortValue) => update({ sort: value === DEFAULT_SORT ? null : value }),
    setCategoryId: (id: string) => update({ category: id || null }),
    setLowStock: (on: boolean) => update({ low: on ? '1' : null }),
    clear: () => {
      setSearchText('');
      setPushed('');
      update({ q: null, category: null, low: null });
    },
    /** Something narrows the list (the order does not). */
    narrowed: Boolean(q || categoryId || lowStock),
    /** The box says something the list does not show yet. */
    typing: searchText.trim() !== q,
  };
}
