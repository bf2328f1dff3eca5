// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { labelContent } from './label-content.ts';
import { renderLabelsPdf } from './labels-pdf.ts';
import { SHEETS } from './sheets.ts';

/** The PDF's page contents, inflated: where its text and drawing operators are. */
async function pageContents(blob: Blob): Promise<string> {
  const bytes = Buffer.from(await blob.arrayBuffer());
  const text = bytes.toString('latin1');
  let out = '';
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    try {
      out += inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      // Not a deflated stream (fonts, metadata).
    }
  }
  return out;
}

const item = { id: 'i1', name: 'Golden Penny Semovita 1kg', price: 1500, barcode: null, sku: null };

it('draws each label name, price and barcode on an A4 3x8 sheet', async () => {
  const labels = [
    {
      ...labelContent({ ...item, barcode: '2001234567893' }, '₦1,500.00'),
      priceWithCode: 'NGN 1,500.00',
    },
    {
      ...labelContent({ ...item, name: 'Kola nuts', sku: 'KOLA-12' }, '₦200.00'),
      priceWithCode: 'NGN 200.00',
    },
  ];
  const blob = await renderLabelsPdf({
    sheet: SHEETS['a4-3x8'],
    labels,
    startAt: 0,
    title: 'Labels',
  });
  const bytes = Buffer.from(await blob.arrayBuffer());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.toString('latin1')).toMatch(/MediaBox \[0 0 595\.2[0-9]* 841\.8[0-9]*\]/);
  const contents = await pageContents(blob);
  expect(contents).toContain('(Golden Penny Semovita 1kg)');
  expect(contents).toContain('(Kola nuts)');
  expect(contents).toContain('(KOLA-12)');
  // Helvetica here (the test cannot fetch Inter): ₦ becomes the currency code.
  expect(contents).toContain('(NGN 1,500.00)');
  // The EAN-13's digits under its bars, one by one; the bars are filled rectangles.
  expect(contents).toMatch(/\(2\) Tj/);
  const bars = contents.match(/ re\s*\nf/g) ?? contents.match(/ re f/g) ?? [];
  expect(bars.length).toBeGreaterThan(30 + 20);
});

it('starts after the used stickers and goes on to a second Letter page', async () => {
  const labels = Array.from({ length: 5 }, (_, n) => ({
    ...labelContent({ ...item, name: `Item ${n}` }, '$1.00'),
    priceWithCode: 'USD 1.00',
  }));
  const blob = await renderLabelsPdf({
    sheet: SHEETS['letter-3x10'],
    labels,
    startAt: 27,
    title: 'Labels',
  });
  const raw = Buffer.from(await blob.arrayBuffer()).toString('latin1');
  expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(2);
  expect(raw).toContain('/MediaBox [0 0 612. 792.]');
});
