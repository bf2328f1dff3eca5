export const inventoryPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/inventory`;

export const itemPath = (businessId: string, itemId: string) =>
  `${inventoryPath(businessId)}/${encodeURIComponent(itemId)}`;
