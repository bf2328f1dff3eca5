const id = encodeURIComponent;

export const salesPath = (businessId: string) => `businesses/${id(businessId)}/sales`;
export const salePath = (businessId: string, saleId: string) =>
  `${salesPath(businessId)}/${id(saleId)}`;
export const productsPath = (businessId: string) => `businesses/${id(businessId)}/inventory`;
export const customersPath = (businessId: string) => `businesses/${id(businessId)}/customers`;
