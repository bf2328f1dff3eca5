import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteCategoryResponseSchema, type Category } from '@app/contracts/categories';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { categoriesPath } from './get-categories.ts';
import { categoryKeys } from './keys.ts';

export interface DeleteCategoryInput {
  businessId: string;
  categoryId: string;
}

/** DELETE /businesses/{id}/categories/{catId}: its products stay, uncategorised. */
export async function deleteCategory({ businessId, categoryId }: DeleteCategoryInput) {
  const data = await api
    .delete(`${categoriesPath(businessId)}/${encodeURIComponent(categoryId)}`)
    .json();
  return parseResponse(DeleteCategoryResponseSchema, data);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, { businessId, categoryId }) => {
      queryClient.setQueryData<Category[]>(categoryKeys.list(businessId), (list) =>
        list?.filter((c) => c.id !== categoryId),
      );
      return queryClient.invalidateQueries({ queryKey: categoryKeys.list(businessId) });
    },
  });
}
