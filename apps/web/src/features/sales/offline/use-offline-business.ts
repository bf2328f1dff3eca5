import type { Business } from '@app/contracts/businesses';
import { useEffect, useState } from 'react';
import { cachedBusiness } from './catalogue-store.ts';

/**
 * The business as last seen, from the local catalogue, once `wanted` (its details could not be
 * loaded, e.g. no connection after a reload): the POS still opens and sells.
 */
export function useOfflineBusiness(id: string | undefined, wanted: boolean): Business | null {
  const [found, setFound] = useState<Business | null>(null);
  useEffect(() => {
    if (!id || !wanted) return;
    let alive = true;
    cachedBusiness(id).then(
      (business) => alive && setFound(business),
      () => {},
    );
    return () => {
      alive = false;
    };
  }, [id, wanted]);
  return found && found.id === id ? found : null;
}
