import { priceLabel, rowDetails, type PriceListDocument } from './price-list.ts';

/** WhatsApp reads *text* as bold: markers inside a bold line would end it early. */
function bold(text: string): string {
  const clean = text.replace(/[*_~`]/g, '').trim();
  return clean ? `*${clean}*` : '';
}

/**
 * The price list as a WhatsApp message: the business and title in bold, one bullet per item
 * ("• Rice 50kg — ₦78,000"), categories as bold headings, the note at the end.
 */
export function formatPriceListText(doc: PriceListDocument): string {
  const lines: string[] = [bold(doc.businessName), `${bold(doc.title)} · ${doc.dateLine}`];
  for (const section of doc.sections) {
    lines.push('');
    if (section.title) lines.push(bold(section.title));
    for (const row of section.rows) {
      const details = rowDetails(row, doc);
      lines.push(
        `• ${row.name.trim()} — ${priceLabel(row, doc.formatPrice)}${details ? ` (${details})` : ''}`,
      );
    }
  }
  if (doc.note) lines.push('', doc.note);
  return lines.join('\n');
}

/** A wa.me link that opens WhatsApp with the message typed, for the user to pick the chat. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
