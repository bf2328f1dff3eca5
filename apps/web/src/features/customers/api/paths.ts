export const customersPath = (businessId: string) =>
  `businesses/${encodeURIComponent(businessId)}/customers`;

export const customerPath = (businessId: string, customerId: string) =>
  `${customersPath(businessId)}/${encodeURIComponent(customerId)}`;
