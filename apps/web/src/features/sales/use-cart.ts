import { useEffect, useReducer } from 'react';
import { CACHE_PREFIX, readString, removeKey, writeString } from '#src/lib/storage.ts';
import { cartReducer, emptyCart, type Cart } from './cart.ts';

/** Under CACHE_PREFIX: signing out clears it, so the next person on a shared phone starts empty. */
const storageKey = (businessId: string) => `${CACHE_PREFIX}pos_cart:${businessId}`;
/** Tells an open POS that its cart was replaced from elsewhere (a refused sale opened to edit). */
const CART_REPLACED = 'shopbook:pos-cart-replaced';

function load(businessId: string): Cart {
  try {
    const text = readString(storageKey(businessId));
    if (text) {
      const saved = JSON.parse(text) as Partial<Cart>;
      if (Array.isArray(saved.lines) && typeof saved.checkoutId === 'string') {
        return { ...emptyCart(), ...saved } as Cart;
      }
    }
  } catch {
    // A broken copy starts an empty cart.
  }
  return emptyCart();
}

function save(businessId: string, cart: Cart) {
  if (cart.lines.length === 0 && !cart.customer && !cart.note && !cart.replacesQueuedId) {
    removeKey(storageKey(businessId));
  } else {
    writeString(storageKey(businessId), JSON.stringify(cart));
  }
}

/** Puts `cart` in the POS of `businessId`, open or not (it reads it when it opens). */
export function openInCart(businessId: string, cart: Cart): void {
  save(businessId, cart);
  window.dispatchEvent(new CustomEvent(CART_REPLACED, { detail: businessId }));
}

/**
 * The checkout's cart for one business, kept in localStorage (ADR 025): a reload, the phone
 * dropping the tab or the browser being closed finds the cart, its sale id and idempotency key
 * as they were. A few lines of JSON: writing it on each change costs well under a millisecond.
 */
export function useCart(businessId: string) {
  const [cart, dispatch] = useReducer(cartReducer, businessId, load);
  useEffect(() => save(businessId, cart), [businessId, cart]);
  useEffect(() => {
    const onReplaced = (e: Event) => {
      if ((e as CustomEvent<string>).detail === businessId) {
        dispatch({ type: 'replace', cart: load(businessId) });
      }
    };
    window.addEventListener(CART_REPLACED, onReplaced);
    return () => window.removeEventListener(CART_REPLACED, onReplaced);
  }, [businessId]);
  return [cart, dispatch] as const;
}
