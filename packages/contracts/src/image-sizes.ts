/**
 * The widths the server also serves every uploaded image at (`/uploads/<name>?w=<width>`), and
 * the `srcset` that lets a browser pick one: a phone's product tile needs a 320 or 640 px picture,
 * not the 1024 px original. No zod here, so the public shop's light page can import it.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (width: number): width is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(width);

/** The largest side an uploaded product photo, logo or shop banner is stored at. */
export const ITEM_IMAGE_MAX_DIMENSION = 1024;
export const LOGO_MAX_DIMENSION = 512;
export const SHOP_BANNER_MAX_DIMENSION = 1600;

/** An uploaded image's URL at one of the widths. */
export const imageAtWidth = (url: string, width: ImageWidth) => `${url}?w=${width}`;

/** `srcset` for an uploaded image: the smaller copies, then the original at its largest width. */
export function uploadSrcSet(url: string, storedWidth: number): string {
  return [
    ...IMAGE_WIDTHS.filter((w) => w < storedWidth).map((w) => `${imageAtWidth(url, w)} ${w}w`),
    `${url} ${storedWidth}w`,
  ].join(', ');
}
