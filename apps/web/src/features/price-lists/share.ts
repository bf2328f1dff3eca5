import { loadImages, loadSquareImage } from './images.ts';
import type { PriceListDocument } from './price-list.ts';

export interface ListAssets {
  logo: HTMLCanvasElement | null;
  images: Map<string, HTMLCanvasElement>;
}

/** The logo and (when shown) the product pictures, at the size the output needs. */
export async function loadAssets(
  doc: PriceListDocument,
  sizes: { logo: number; image: number },
): Promise<ListAssets> {
  const logo = doc.logoUrl ? loadSquareImage(doc.logoUrl, sizes.logo, 'cover', null) : null;
  const sources = doc.options.showImages
    ? doc.sections.flatMap((s) =>
        s.rows.flatMap((r) => (r.imageUrl ? [{ id: r.id, url: r.imageUrl }] : [])),
      )
    : [];
  const [logoCanvas, images] = await Promise.all([logo, loadImages(sources, sizes.image)]);
  return { logo: logoCanvas ?? null, images };
}

/** price-list-mama-tunde-2026-03-02 */
export function fileBase(slug: string, now = new Date()): string {
  const day = new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  return `price-list-${slug}-${day}`;
}

/** True when the device can hand this file to another app (WhatsApp) through the share sheet. */
export function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/** Opens the share sheet; false when the user closed it without sharing. */
export async function shareFile(file: File, title: string): Promise<boolean> {
  try {
    await navigator.share({ files: [file], title });
    return true;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') return false;
    throw err;
  }
}

/** Copies text; plain-http LAN installs have no Clipboard API, so a hidden textarea stands in. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the textarea.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
