import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CategoryResponseSchema,
  type Category,
  type UpdateCategoryBody,
} from '@app/contracts/categories';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { categoriesPath } from './get-categories.ts';
import { categoryKeys } from './keys.ts';

export interface UpdateCategoryInput {
  businessId: string;
  categoryId: string;
  body: UpdateCategoryBody;
}

/** PUT /businesses/{id}/categories/{catId}: rename (or describe) a category. */
export async function updateCategory({
  businessId,
  categoryId,
  body,
}: UpdateCategoryInput): Promise<Category> {
  const data = await api
    .put(`${categoriesPath(businessId)}/${encodeURIComponent(categoryId)}`, { json: body })
    .json();
  return parseResponse(CategoryResponseSchema, data).category;
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: (category, { businessId }) => {
      queryClient.setQueryData<Category[]>(categoryKeys.list(businessId), (list) =>
        list?.map((c) => (c.id === category.id ? category : c)),
      );
      return queryClient.invalidateQueries({ queryKey: categoryKeys.list(businessId) });
    },
  });
}
