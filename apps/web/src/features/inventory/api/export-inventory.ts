import { useMutation } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { inventoryPath } from './paths.ts';

export interface InventoryExport {
  blob: Blob;
  filename: string;
}

function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

/**
 * GET /businesses/{id}/inventory/export.csv, fetched with the bearer token (a plain link could
 * not send it) and handed back as a file to save.
 */
export async function exportInventory(businessId: string): Promise<InventoryExport> {
  const response = await api.get(`${inventoryPath(businessId)}/export.csv`);
  const blob = await response.blob();
  const day = new Date().toISOString().slice(0, 10);
  return {
    blob,
    filename: filenameOf(response.headers.get('content-disposition')) ?? `inventory-${day}.csv`,
  };
}

/** Saves a blob under its name through a temporary link (works on phones and desktops). */
export function saveFile({ blob, filename }: InventoryExport) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportInventory() {
  return useMutation({
    mutationFn: async (businessId: string) => {
      const file = await exportInventory(businessId);
      saveFile(file);
      return file;
    },
  });
}
