import {
  CUSTOMER_MESSAGES,
  CreatedCustomerAnswerSchema,
  type CreateCustomerBody,
  type Customer,
} from '@app/contracts/customers';
import { api, parseResponse } from './api-client.ts';

/**
 * POST /businesses/{id}/customers, for the customers screen and the checkout's quick add alike;
 * each keeps its own caches. SPEC section 7: the answer is {customer} or the customer itself.
 */
export async function postCustomer(
  businessId: string,
  body: CreateCustomerBody,
): Promise<Customer> {
  // SPEC section 5: a customer cannot be created without its business.
  if (!businessId) throw new Error(CUSTOMER_MESSAGES.businessIdMissing);
  const data = await api
    .post(`businesses/${encodeURIComponent(businessId)}/customers`, { json: body })
    .json();
  return parseResponse(CreatedCustomerAnswerSchema, data);
}
