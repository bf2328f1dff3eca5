import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CategoryResponseSchema,
  type Category,
  type CreateCategoryBody,
} from '@app/contracts/categories';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { categoriesPath } from './get-categories.ts';
import { categoryKeys } from './keys.ts';

export interface CreateCategoryInput {
  businessId: string;
  body: CreateCategoryBody;
}

/** POST /businesses/{id}/categories: the new category goes last in the order. */
export async function createCategory({ businessId, body }: CreateCategoryInput): Promise<Category> {
  const data = await api.post(categoriesPath(businessId), { json: body }).json();
  return parseResponse(CategoryResponseSchema, data).category;
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category, { businessId }) => {
      // Shown at once (a select that offers it must not wait for the refetch).
      queryClient.setQueryData<Category[]>(categoryKeys.list(businessId), (list) =>
        list && !list.some((c) => c.id === category.id) ? [...list, category] : list,
      );
      return queryClient.invalidateQueries({ queryKey: categoryKeys.list(businessId) });
    },
  });
}
