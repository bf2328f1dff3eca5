import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CategoryListResponseSchema, type Category } from '@app/contracts/categories';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { categoriesPath } from './get-categories.ts';
import { categoryKeys } from './keys.ts';

export interface ReorderCategoriesInput {
  businessId: string;
  /** Every category of the business, in the new order. */
  categories: Category[];
}

/** PUT /businesses/{id}/categories/reorder {categories: [ids]}: answers the list in its new order. */
export async function reorderCategories({
  businessId,
  categories,
}: ReorderCategoriesInput): Promise<Category[]> {
  const data = await api
    .put(`${categoriesPath(businessId)}/reorder`, {
      json: { categories: categories.map((c) => c.id) },
    })
    .json();
  return parseResponse(CategoryListResponseSchema, data).categories;
}

const reorderKey = (businessId: string) => [...categoryKeys.list(businessId), 'reorder'] as const;

/**
 * Optimistic: the new order shows at once and is rolled back if the server refuses it. Moves made
 * in quick succession are sent one after another (one scope per business), each with the whole
 * order, so the last move is the one the server keeps; the list is re-read once the last settles.
 */
export function useReorderCategories(businessId: string) {
  const queryClient = useQueryClient();
  const listKey = categoryKeys.list(businessId);
  const othersPending = () => queryClient.isMutating({ mutationKey: reorderKey(businessId) }) > 1;
  return useMutation({
    mutationKey: reorderKey(businessId),
    scope: { id: `categories-reorder:${businessId}` },
    mutationFn: reorderCategories,
    onMutate: async ({ categories }) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<Category[]>(listKey);
      queryClient.setQueryData<Category[]>(
        listKey,
        categories.map((c, position) => ({ ...c, position })),
      );
      return { previous };
    },
    onError: (_err, _input, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
    },
    onSuccess: (categories) => {
      if (!othersPending()) queryClient.setQueryData(listKey, categories);
    },
    onSettled: () => {
      if (!othersPending()) return queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}
