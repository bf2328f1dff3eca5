import { useEffect, useReducer } from 'react';
import { cartReducer, emptyCart, type Cart } from './cart.ts';

const storageKey = (businessId: string) => `shopbook:sales:cart:${businessId}`;

function load(businessId: string): Cart {
  try {
    const text = sessionStorage.getItem(storageKey(businessId));
    if (text) {
      const saved = JSON.parse(text) as Partial<Cart>;
      if (Array.isArray(saved.lines) && typeof saved.checkoutId === 'string') {
        return { ...emptyCart(), ...saved } as Cart;
      }
    }
  } catch {
    // A broken or unreadable copy starts an empty cart.
  }
  return emptyCart();
}

/**
 * The checkout's cart for one business, kept in sessionStorage: a reload (or the phone dropping
 * the tab) finds the cart, its sale id and idempotency key as they were.
 */
export function useCart(businessId: string) {
  const [cart, dispatch] = useReducer(cartReducer, businessId, load);
  useEffect(() => {
    try {
      if (cart.lines.length === 0 && !cart.customer && !cart.note) {
        sessionStorage.removeItem(storageKey(businessId));
      } else {
        sessionStorage.setItem(storageKey(businessId), JSON.stringify(cart));
      }
    } catch {
      // Storage full or blocked: the cart still works for this page.
    }
  }, [businessId, cart]);
  return [cart, dispatch] as const;
}
