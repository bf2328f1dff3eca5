import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DeleteItemImageResponseSchema,
  ItemResponseSchema,
  type InventoryItem,
} from '@app/contracts/inventory';
import { api, parseResponse } from '#src/lib/api-client.ts';
import { invalidateLists, patchCachedItem } from './cache.ts';
import { itemPath } from './paths.ts';

export interface UploadItemImageInput {
  businessId: string;
  itemId: string;
  file: File;
}

/** PUT /businesses/{id}/inventory/{itemId}/image (multipart, file field `image`). */
export async function uploadItemImage({
  businessId,
  itemId,
  file,
}: UploadItemImageInput): Promise<InventoryItem> {
  const body = new FormData();
  body.append('image', file, file.name);
  const data = await api.put(`${itemPath(businessId, itemId)}/image`, { body }).json();
  return parseResponse(ItemResponseSchema, data).item;
}

/** DELETE /businesses/{id}/inventory/{itemId}/image. */
export async function deleteItemImage({
  businessId,
  itemId,
}: {
  businessId: string;
  itemId: string;
}): Promise<InventoryItem> {
  const data = await api.delete(`${itemPath(businessId, itemId)}/image`).json();
  return parseResponse(DeleteItemImageResponseSchema, data).item;
}

export function useUploadItemImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadItemImage,
    onSuccess: (item) => {
      patchCachedItem(queryClient, item);
      return invalidateLists(queryClient, item.businessId);
    },
  });
}

export function useDeleteItemImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItemImage,
    onSuccess: (item) => {
      patchCachedItem(queryClient, item);
      return invalidateLists(queryClient, item.businessId);
    },
  });
}
