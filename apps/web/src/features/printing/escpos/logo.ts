import type { PaperWidth, RasterImage } from './print-document.ts';

/** The logo's width on the roll, in dots: a third of an 80 mm roll, nearly half of a 58 mm one. */
const LOGO_DOTS: Record<PaperWidth, number> = { 58: 160, 80: 192 };
const MAX_HEIGHT = 128;
const CACHE_PREFIX = 'shopbook:printer:logo:';

function load(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('The logo did not load'));
    img.src = src;
  });
}

/**
 * The business logo as a black-and-white raster for the printer: scaled to the roll, on white
 * (a transparent logo prints its shapes, not a black square). The scaled picture is kept in
 * localStorage (a few KB), so a receipt printed offline still has its logo. Null when there is no
 * logo or it cannot be read (never a receipt left unprinted for its logo).
 */
export async function logoRaster(
  url: string | null | undefined,
  paper: PaperWidth,
): Promise<RasterImage | null> {
  if (!url) return null;
  const key = `${CACHE_PREFIX}${paper}:${url}`;
  let cached: string | null = null;
  try {
    cached = localStorage.getItem(key);
  } catch {
    // Storage blocked: drawn from the network each time.
  }
  try {
    const img = await load(cached ?? url);
    const scale = Math.min(LOGO_DOTS[paper] / img.naturalWidth, MAX_HEIGHT / img.naturalHeight, 1);
    const width = Math.max(8, Math.floor((img.naturalWidth * scale) / 8) * 8);
    const height = Math.max(8, Math.floor((img.naturalHeight * scale) / 8) * 8);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(img, 0, 0, width, height);
    if (!cached) {
      try {
        localStorage.setItem(key, canvas.toDataURL('image/png'));
      } catch {
        // Full or blocked: printed now, not kept.
      }
    }
    const { data } = context.getImageData(0, 0, width, height);
    return { width, height, data };
  } catch {
    return null;
  }
}
