import { bestLanguage, type Language } from '@app/contracts/languages';

/**
 * The best of our languages for an Accept-Language header (RFC 9110): tags by their q-value,
 * highest first (the header's order breaks ties), q=0 meaning "not this one"; `sw-KE` is `sw`.
 * No header, or nothing we speak, is English.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return bestLanguage([]);
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
      // A malformed q-value counts as q=0: the tag is not what the client asked for.
      const quality = q === undefined ? 1 : /^\s*[\d.]+\s*$/.test(q) ? Number(q) : 0;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return bestLanguage(tags.map((t) => t.tag));
}
