import type { CreateCustomerBody, CreateSaleBody, Customer, Sale } from '@app/contracts';
import type { TestContext } from '#test/app.ts';
import type { TestUser } from '#test/builders.ts';
import type { Shop } from '#src/modules/inventory/inventory.fixtures.ts';

/** Test fixtures shared by the sales, customers and receipts tests. */
export async function recordSale(
  t: TestContext,
  shop: Shop,
  body: Partial<CreateSaleBody> & Pick<CreateSaleBody, 'items'>,
  as: TestUser = shop.owner,
): Promise<Sale> {
  const res = await t.app.inject({
    method: 'POST',
    url: shop.url('/sales'),
    headers: as.headers,
    payload: { paymentMethod: 'cash', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`record sale: ${res.statusCode} ${res.body}`);
  return res.json().sale as Sale;
}

export async function createCustomer(
  t: TestContext,
  shop: Shop,
  body: Partial<CreateCustomerBody> = {},
): Promise<Customer> {
  const res = await t.app.inject({
    method: 'POST',
    url: shop.url('/customers'),
    headers: shop.owner.headers,
    payload: { name: 'Ada Obi', phone: '+234 803 123 4567', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create customer: ${res.statusCode} ${res.body}`);
  return res.json().customer as Customer;
}
