/** The shop is unknown, unpublished or its owner has no access: one answer for all (ADR 026). */
export class ShopNotFoundError extends Error {
  constructor() {
    super('Shop not found');
    this.name = 'ShopNotFoundError';
  }
}
