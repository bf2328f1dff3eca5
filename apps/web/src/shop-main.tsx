// First: before any module that loads zod.
import './lib/zod-jitless.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './app/app.css';
import { readEmbeddedShop } from './features/shop/api/public-shop-query.ts';
import { shopKeys } from './features/shop/api/keys.ts';
import { ShopPage } from './features/shop/pages/shop-page.tsx';
import { initTheme } from './lib/theme.ts';

/**
 * The public shop's own entry (shop.html): what a customer opening a shared link downloads. No
 * router, no session, no app providers, no service worker; the server writes the shop's answer
 * into the page, so the first paint needs no second request (docs/decisions/032-light-public-shop.md).
 */
initTheme();

const identifier = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
const embedded = readEmbeddedShop(identifier);
if (embedded) queryClient.setQueryData(shopKeys.detail(identifier), embedded);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <ShopPage identifier={identifier} />
    </QueryClientProvider>
  </StrictMode>,
);
