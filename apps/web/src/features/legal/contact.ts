/**
 * Where people write to the operator of this ShopBook installation. Set VITE_SUPPORT_EMAIL when
 * building (`VITE_SUPPORT_EMAIL=help@your-domain npm run build`); the default is ShopBook's own.
 */
export const SUPPORT_EMAIL: string =
  (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@shopbook.app';

export const LEGAL_UPDATED = '22 November 2026';
