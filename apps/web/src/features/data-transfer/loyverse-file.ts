import { loyverseStores } from '@app/contracts/data-transfer';

/** A CSV header line's cells, quotes taken off (a header has no commas inside its names). */
export const headerCells = (line: string): string[] =>
  line
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));

/**
 * The stores a Loyverse items file names ("Price [Main Store]"), read from its first line on the
 * phone, so the owner picks one from a list. A file the browser cannot read as UTF-8 (UTF-16)
 * names none here: the server then lists them in its answer.
 */
export async function storesOfLoyverseFile(file: Blob): Promise<string[]> {
  const head = await readText(file.slice(0, 64 * 1024));
  return loyverseStores(headerCells(head.split(/\r?\n/, 1)[0] ?? ''));
}

/** FileReader rather than Blob.text(): older Android WebViews lack the latter. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(blob);
  });
}
