import { buffer as readAll } from 'node:stream/consumers';
import type { OverlayOptions } from 'sharp';
import { SHOP_BANNER_MAX_DIMENSION, uploadSrcSet } from '@app/contracts/image-sizes';
import type { AppDeps } from '#src/platform/deps.ts';
import { translate } from '#src/platform/i18n/i18n.ts';
import { fileStore, isStoredName } from '#src/platform/storage.ts';
import { getPublicShop, type PublicShopAnswer } from './shop-catalog.service.ts';

// Loaded on first use, not at start: an idle server does not hold it (ADR 035).
const loadSharp = async () => (await import('sharp')).default;

const WIDTH = 1200;
const HEIGHT = 630;
const TILE = 240;
const GAP = 24;
const MARGIN = 72;
const MAX_TILES = 4;

/** Text for XML (SVG) and HTML attributes alike: nothing a name holds can become markup. */
export const escapeMarkup = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

/**
 * A stored upload's bytes from the one file store, disk or S3 (ADR 021), or null: a missing
 * file, a URL that is not one of ours, or a store that failed (the preview is drawn without it
 * rather than not at all).
 */
async function uploadBytes(deps: AppDeps, url: string | null): Promise<Buffer | null> {
  const name = url?.replace(/^\/uploads\//, '');
  if (!name || !isStoredName(name)) return null;
  try {
    const file = await fileStore(deps).get(name);
    return file ? await readAll(file.body) : null;
  } catch (err) {
    deps.log.warn({ err, name }, 'link preview: could not read an upload');
    return null;
  }
}

async function roundedTile(bytes: Buffer, size: number, radius: number) {
  const mask = Buffer.from(
    `<svg width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: 24_000_000 })
    .resize(size, size, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

async function renderPreview(deps: AppDeps, answer: PublicShopAnswer): Promise<Buffer> {
  const { shop } = answer;
  const products = shop.items.filter((i) => i.imageUrl);
  const featuredFirst = [
    ...products.filter((i) => i.featured),
    ...products.filter((i) => !i.featured),
  ];
  const tiles = (
    await Promise.all(
      featuredFirst.slice(0, MAX_TILES * 2).map((i) => uploadBytes(deps, i.imageUrl)),
    )
  )
    .filter((b): b is Buffer => b !== null)
    .slice(0, MAX_TILES);
  const logo = await uploadBytes(deps, shop.logoUrl);
  const textX = logo ? MARGIN + 150 + 32 : MARGIN;
  const svg = `<svg width="${WIDTH}" height="${HEIGHT}" xmlns="http://www.w3.org/2000/svg">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${shop.accentColor}"/><stop offset="1" stop-color="#111827"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  ${logo ? `<rect x="${MARGIN - 6}" y="${MARGIN - 6}" width="162" height="162" rx="28" fill="#fff"/>` : ''}
  <text x="${textX}" y="${MARGIN + 70}" font-family="DejaVu Sans, sans-serif" font-size="58" font-weight="bold" fill="#fff">${escapeMarkup(clip(shop.name, 28))}</text>
  <text x="${textX}" y="${MARGIN + 122}" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#fff" fill-opacity="0.85">${escapeMarkup(clip(shop.description, 60))}</text>
  <text x="${MARGIN}" y="${HEIGHT - 34}" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#fff" fill-opacity="0.9">${escapeMarkup(translate(shop.language, 'shop.preview.tagline', { count: shop.items.length }))}</text>
  ${tiles.length === 0 ? '' : tiles.map((_, i) => `<rect x="${MARGIN + i * (TILE + GAP) - 4}" y="${262 - 4}" width="${TILE + 8}" height="${TILE + 8}" rx="26" fill="#fff" fill-opacity="0.25"/>`).join('')}
</svg>`;
  const layers: OverlayOptions[] = [];
  if (logo) layers.push({ input: await roundedTile(logo, 150, 24), left: MARGIN, top: MARGIN });
  for (const [i, bytes] of tiles.entries()) {
    layers.push({
      input: await roundedTile(bytes, TILE, 22),
      left: MARGIN + i * (TILE + GAP),
      top: 262,
    });
  }
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Rendered previews by business, for the catalogue version they show (bounded). */
const MAX_CACHED_PREVIEWS = 50;
const previews = new Map<string, { etag: string; jpeg: Buffer }>();

/** The 1200x630 JPEG link previews show (logo, name, a few products), rendered once per version. */
export async function shopPreviewImage(deps: AppDeps, identifier: string) {
  const answer = await getPublicShop(deps, identifier);
  const cached = previews.get(answer.shop.id);
  if (cached && cached.etag === answer.etag) return cached;
  const image = { etag: answer.etag, jpeg: await renderPreview(deps, answer) };
  previews.set(answer.shop.id, image);
  if (previews.size > MAX_CACHED_PREVIEWS) previews.delete(previews.keys().next().value!);
  return image;
}

/**
 * JSON for a `<script type="application/json">` element: `<` is written as its escape, so no
 * name or description can close the element or open another (JSON.parse reads it back as `<`).
 */
const scriptSafeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** What the server adds to the HTML of /shop/{identifier}. */
export interface ShopPageExtras {
  /** The business's language, for `<html lang>`: the page speaks its customers' language. */
  language: string;
  /** Title, description, canonical link, Open Graph and Twitter tags, and the banner preload. */
  head: string;
  /** The public shop's answer, for `<script id="shop-data">`: the page paints without asking. */
  data: string;
}

/**
 * The <head> tags of /shop/{identifier} in the HTML the server sends (WhatsApp and Facebook do
 * not run JavaScript) and the catalogue the page renders at once, or null when there is no
 * visible shop (the page shows its own not-found).
 */
export async function shopPageExtras(
  deps: AppDeps,
  identifier: string,
  origin: string,
): Promise<ShopPageExtras | null> {
  let answer: PublicShopAnswer;
  try {
    answer = await getPublicShop(deps, identifier);
  } catch {
    return null;
  }
  const { shop } = answer;
  const url = `${origin}/shop/${encodeURIComponent(shop.slug)}`;
  const image = `${origin}/api/shop/${encodeURIComponent(shop.slug)}/preview.jpg?v=${encodeURIComponent(answer.etag.replace(/"/g, ''))}`;
  const title = translate(shop.language, 'shop.preview.title', { shop: shop.name });
  const description = clip(shop.description, 200);
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeMarkup(value)}">`;
  const head = [
    `<title>${escapeMarkup(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'theme-color', shop.accentColor),
    // The banner is the largest paint: fetched with the page, not after the script renders it.
    // The same srcset and sizes as the page's <img> (shop-header.tsx), so the preload is used.
    ...(shop.bannerUrl
      ? [
          `<link rel="preload" as="image" imagesrcset="${escapeMarkup(uploadSrcSet(shop.bannerUrl, SHOP_BANNER_MAX_DIMENSION))}" imagesizes="100vw" fetchpriority="high">`,
        ]
      : []),
  ].join('\n    ');
  return { language: shop.language, head, data: scriptSafeJson(answer.json) };
}
