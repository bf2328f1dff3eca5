/**
 * Product images and the logo, drawn into square canvases for the PDF and the PNG. Images come
 * from our own /uploads (same origin), so the canvases stay readable. A picture that fails to
 * load (offline, deleted) is simply left out: the list still renders.
 */

export type Fit = 'cover' | 'contain';

async function loadBitmap(url: string): Promise<ImageBitmap | HTMLImageElement> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Image ${response.status}`);
  const blob = await response.blob();
  if (typeof createImageBitmap === 'function') return createImageBitmap(blob);
  const img = new Image();
  img.src = URL.createObjectURL(blob);
  await img.decode();
  return img;
}

/** A `size`×`size` canvas with the image cropped (cover) or fitted (contain); white behind. */
export async function loadSquareImage(
  url: string,
  size: number,
  fit: Fit = 'cover',
  background: string | null = '#ffffff',
): Promise<HTMLCanvasElement | null> {
  try {
    const source = await loadBitmap(url);
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    if (background) {
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, size, size);
    }
    const scale =
      fit === 'cover'
        ? Math.max(size / source.width, size / source.height)
        : Math.min(size / source.width, size / source.height);
    const w = source.width * scale;
    const h = source.height * scale;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source, (size - w) / 2, (size - h) / 2, w, h);
    if ('close' in source) source.close();
    return canvas;
  } catch {
    return null;
  }
}

/** Loads many images, a few at a time, keyed by id; the ones that fail are missing. */
export async function loadImages(
  sources: { id: string; url: string }[],
  size: number,
  concurrency = 4,
): Promise<Map<string, HTMLCanvasElement>> {
  const result = new Map<string, HTMLCanvasElement>();
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const source = sources[next++]!;
      const canvas = await loadSquareImage(source.url, size);
      if (canvas) result.set(source.id, canvas);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, sources.length) }, worker));
  return result;
}
