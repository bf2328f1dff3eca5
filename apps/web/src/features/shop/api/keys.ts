/** Query keys of the public shop (STYLE.md: one factory per resource). */
export const shopKeys = {
  all: ['shop'] as const,
  detail: (identifier: string) => [...shopKeys.all, identifier.toLowerCase()] as const,
};

export const shopPath = (identifier: string) => `shop/${encodeURIComponent(identifier)}`;
