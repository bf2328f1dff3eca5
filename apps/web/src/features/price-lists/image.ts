import { msg, plural, t } from '@lingui/core/macro';
import { perUnit, rowDetails, type PriceListDocument, type PriceListRow } from './price-list.ts';

/**
 * The price list as one tall PNG, 1080 px wide (what WhatsApp shows sharp on a phone), drawn on
 * a canvas of our own: header, categories, items in one or two columns, the note. The image is
 * capped in height so cheap phones can hold it in memory; what does not fit is counted at the end
 * ("+ 40 more items in the PDF").
 */
export const IMAGE_WIDTH = 1080;
export const IMAGE_MAX_HEIGHT = 10_000;

const PAD = 56;
const FONT =
  "'Inter Currency', 'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const INK = '#18181b';
const MUTED = '#71717a';
const ACCENT = '#047857';
const RULE = '#e4e4e7';
const DANGER = '#b91c1c';
const PLACEHOLDER = '#f4f4f5';

export interface ImageAssets {
  logo: HTMLCanvasElement | null;
  images: Map<string, HTMLCanvasElement>;
}

type Ctx = CanvasRenderingContext2D;

function font(ctx: Ctx, weight: number, size: number) {
  ctx.font = `${weight} ${size}px ${FONT}`;
}

/** Splits `text` into at most `maxLines` lines of `width`, the last one ending in … if cut. */
export function wrapText(ctx: Ctx, text: string, width: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= width || !line) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      line = '';
      const rest = words.slice(i).join(' ');
      lines[maxLines - 1] = fit(ctx, `${lines[maxLines - 1]} ${rest}`, width);
      return lines;
    }
  }
  if (line) lines.push(line);
  return lines.map((l) => fit(ctx, l, width));
}

function fit(ctx: Ctx, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

function roundedRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

interface Layout {
  columns: number;
  colW: number;
  nameSize: number;
  imageSize: number;
}

function measureRow(ctx: Ctx, doc: PriceListDocument, row: PriceListRow, layout: Layout) {
  font(ctx, 700, layout.nameSize);
  const price = doc.formatPrice(row.price);
  const priceW = ctx.measureText(price).width;
  font(ctx, 400, 22);
  const unit = row.unit ? perUnit(doc.i18n, row.unit) : '';
  const unitW = unit ? ctx.measureText(unit).width : 0;
  const imageW = layout.imageSize ? layout.imageSize + 20 : 0;
  const nameW = layout.colW - imageW - Math.max(priceW, unitW) - 20;
  font(ctx, 500, layout.nameSize);
  const nameLines = wrapText(ctx, row.name, nameW, 2);
  const details = rowDetails(row, doc);
  const lineH = Math.round(layout.nameSize * 1.3);
  const textH = nameLines.length * lineH + (details ? 32 : 0);
  const height = Math.max(textH, layout.imageSize, unit ? lineH + 28 : 0) + 36;
  return { price, unit, nameLines, details, imageW, lineH, height };
}

/** Draws the list; returns the canvas (already sized). */
export async function renderPriceListImage(
  doc: PriceListDocument,
  assets: ImageAssets,
): Promise<HTMLCanvasElement> {
  if (document.fonts) {
    await Promise.all(
      [400, 500, 600, 700].map((w) => document.fonts.load(`${w} 28px 'Inter Variable'`)),
    ).catch(() => undefined);
  }
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  // The owner reads these (a toast): in the app's language, not the list's.
  if (!ctx) throw new Error(t`This browser cannot draw images.`);
  const columns = doc.options.columns;
  const contentW = IMAGE_WIDTH - 2 * PAD;
  const layout: Layout = {
    columns,
    colW: (contentW - 40 * (columns - 1)) / columns,
    nameSize: columns === 2 ? 26 : 30,
    imageSize: doc.options.showImages ? (columns === 2 ? 72 : 88) : 0,
  };

  // First pass: measure, and stop before the height cap.
  type Block =
    | { kind: 'heading'; title: string; height: number }
    | {
        kind: 'row';
        cells: { row: PriceListRow; m: ReturnType<typeof measureRow> }[];
        height: number;
      };
  const blocks: Block[] = [];
  const headerH = doc.logoUrl || assets.logo ? 200 : 176;
  font(ctx, 400, 26);
  const noteLines = doc.note
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => wrapText(ctx, line, contentW, 2))
    .slice(0, 3);
  const footerH = (noteLines.length ? noteLines.length * 36 + 40 : 0) + PAD;
  let height = PAD + headerH;
  let left = doc.itemCount;
  const limit = IMAGE_MAX_HEIGHT - footerH - 60;
  outer: for (const section of doc.sections) {
    if (section.title) {
      if (height + 76 + 80 > limit) break;
      blocks.push({ kind: 'heading', title: section.title, height: 76 });
      height += 76;
    }
    for (let i = 0; i < section.rows.length; i += columns) {
      const cells = section.rows
        .slice(i, i + columns)
        .map((row) => ({ row, m: measureRow(ctx, doc, row, layout) }));
      const rowH = Math.max(...cells.map((c) => c.m.height));
      if (height + rowH > limit) break outer;
      blocks.push({ kind: 'row', cells, height: rowH });
      height += rowH;
      left -= cells.length;
    }
    height += 20;
  }
  const moreH = left > 0 ? 60 : 0;
  height += moreH + footerH;

  canvas.width = IMAGE_WIDTH;
  canvas.height = Math.ceil(height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textBaseline = 'alphabetic';

  // Header: logo, name, title, date and contact, a green rule.
  let y = PAD;
  let x = PAD;
  if (assets.logo) {
    ctx.save();
    roundedRect(ctx, PAD, y, 112, 112, 24);
    ctx.clip();
    ctx.drawImage(assets.logo, PAD, y, 112, 112);
    ctx.restore();
    x += 136;
  }
  const headerW = IMAGE_WIDTH - PAD - x;
  ctx.fillStyle = INK;
  font(ctx, 700, 44);
  ctx.fillText(wrapText(ctx, doc.businessName, headerW, 1)[0] ?? '', x, y + 44);
  ctx.fillStyle = ACCENT;
  font(ctx, 600, 30);
  ctx.fillText(wrapText(ctx, doc.title, headerW, 1)[0] ?? '', x, y + 86);
  ctx.fillStyle = MUTED;
  font(ctx, 400, 24);
  ctx.fillText(doc.dateLine, x, y + 122);
  if (doc.contact) ctx.fillText(wrapText(ctx, doc.contact, headerW, 1)[0] ?? '', x, y + 154);
  y += headerH - 20;
  ctx.fillStyle = ACCENT;
  ctx.fillRect(PAD, y, contentW, 4);
  y += 20;

  for (const block of blocks) {
    if (block.kind === 'heading') {
      ctx.fillStyle = ACCENT;
      font(ctx, 700, 30);
      ctx.fillText(wrapText(ctx, block.title, contentW, 1)[0] ?? '', PAD, y + 50);
      ctx.fillRect(PAD, y + 64, contentW, 2);
      y += block.height;
      continue;
    }
    block.cells.forEach(({ row, m }, i) => {
      const cx = PAD + i * (layout.colW + 40);
      const top = y + 18;
      const out = row.stock <= 0;
      if (layout.imageSize) {
        const image = assets.images.get(row.id);
        ctx.save();
        roundedRect(ctx, cx, top, layout.imageSize, layout.imageSize, 14);
        if (image) {
          ctx.clip();
          ctx.drawImage(image, cx, top, layout.imageSize, layout.imageSize);
        } else {
          ctx.fillStyle = PLACEHOLDER;
          ctx.fill();
        }
        ctx.restore();
      }
      const tx = cx + m.imageW;
      ctx.fillStyle = out ? MUTED : INK;
      font(ctx, 500, layout.nameSize);
      m.nameLines.forEach((line, n) => ctx.fillText(line, tx, top + layout.nameSize + n * m.lineH));
      if (m.details) {
        ctx.fillStyle = out ? DANGER : MUTED;
        font(ctx, 400, 22);
        ctx.fillText(m.details, tx, top + layout.nameSize + m.nameLines.length * m.lineH + 6);
      }
      ctx.textAlign = 'right';
      ctx.fillStyle = out ? MUTED : INK;
      font(ctx, 700, layout.nameSize);
      ctx.fillText(m.price, cx + layout.colW, top + layout.nameSize);
      if (m.unit) {
        ctx.fillStyle = MUTED;
        font(ctx, 400, 22);
        ctx.fillText(m.unit, cx + layout.colW, top + layout.nameSize + 32);
      }
      ctx.textAlign = 'left';
    });
    ctx.fillStyle = RULE;
    ctx.fillRect(PAD, y + block.height - 1, contentW, 2);
    y += block.height;
  }

  if (left > 0) {
    ctx.fillStyle = MUTED;
    font(ctx, 500, 24);
    ctx.textAlign = 'center';
    ctx.fillText(
      doc.i18n._(
        msg`${plural(left, {
          one: '+ # more item: see the PDF for the full list',
          other: '+ # more items: see the PDF for the full list',
        })}`,
      ),
      IMAGE_WIDTH / 2,
      y + 44,
    );
    ctx.textAlign = 'left';
    y += moreH;
  }
  if (noteLines.length) {
    y += 30;
    ctx.fillStyle = INK;
    font(ctx, 500, 26);
    ctx.textAlign = 'center';
    noteLines.forEach((line, n) => ctx.fillText(line, IMAGE_WIDTH / 2, y + 28 + n * 36));
    ctx.textAlign = 'left';
  }
  return canvas;
}

/** The list as one PNG file ready to share or download. */
export async function renderPriceListPng(
  doc: PriceListDocument,
  assets: ImageAssets,
): Promise<Blob> {
  const canvas = await renderPriceListImage(doc, assets);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error(t`The image could not be made.`);
  return blob;
}
