import { useEffect } from 'react';

/**
 * Sets `data-<flag>` on <html> while `on`: app.css moves fixed elements for it (the bottom
 * navigation, the POS's cart bar).
 */
export function useDocumentFlag(flag: 'bottomNav' | 'bottomBar', on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const { dataset } = document.documentElement;
    dataset[flag] = '';
    return () => {
      delete dataset[flag];
    };
  }, [flag, on]);
}
