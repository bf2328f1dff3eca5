import { useCallback, useEffect, useState } from 'react';
import { CACHE_PREFIX, readString, writeString } from '#src/lib/storage.ts';

/** Item id -> quantity. */
export type Cart = Record<string, number>;

const cartKey = (shopId: string) => `${CACHE_PREFIX}shop_cart:${shopId}`;
const MAX_QUANTITY = 999;

export function readCart(shopId: string): Cart {
  try {
    const parsed: unknown = JSON.parse(readString(cartKey(shopId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([, q]) => Number.isInteger(q) && (q as number) > 0 && (q as number) <= MAX_QUANTITY,
      ),
    ) as Cart;
  } catch {
    return {};
  }
}

/** The customer's cart for one shop, kept in local storage so a reload or a return keeps it. */
export function useCart(shopId: string) {
  const [cart, setCart] = useState<Cart>(() => readCart(shopId));
  useEffect(() => writeString(cartKey(shopId), JSON.stringify(cart)), [shopId, cart]);

  const setQuantity = useCallback((itemId: string, quantity: number) => {
    setCart((current) => {
      const next = { ...current };
      if (quantity <= 0) delete next[itemId];
      else next[itemId] = Math.min(quantity, MAX_QUANTITY);
      return next;
    });
  }, []);
  const add = useCallback(
    (itemId: string, quantity = 1) =>
      setCart((current) => ({
        ...current,
        [itemId]: Math.min((current[itemId] ?? 0) + quantity, MAX_QUANTITY),
      })),
    [],
  );
  const clear = useCallback(() => setCart({}), []);
  return { cart, setQuantity, add, clear };
}
