// First: before any module that loads zod.
import './lib/zod-jitless.ts';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './app/app.css';
import { readEmbeddedShop } from './features/shop/api/public-shop-query.ts';
import { shopKeys } from './features/shop/api/keys.ts';
import { ShopPage } from './features/shop/pages/shop-page.tsx';
import { shopLanguage } from './features/shop/shop-language.tsx';
import { loadShopMessages } from './features/shop/shop-messages.ts';
import { startingLocale } from './i18n/locales.ts';
import { prepareClassMerge } from './lib/cn.ts';
import { setErrorTranslator } from './lib/error-translator.ts';
import { prepareMoneyFormats } from './lib/format.ts';
import { initTheme } from './lib/theme.ts';

/**
 * The public shop's own entry (shop.html): what a customer opening a shared link downloads. No
 * router, no session, no app providers, no service worker; the server writes the shop's answer
 * into the page, so the first paint needs no second request (docs/decisions/032-light-public-shop.md).
 */
initTheme();

const identifier = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
const embedded = readEmbeddedShop(identifier);
// The shop speaks its business's language (ADR 069), known from the embedded answer: its
// messages are fetched at once, and the page renders when they are here, never in English
// first. Without an answer (the server had none), the visitor's language until the shop says.
const locale = embedded ? shopLanguage(embedded) : startingLocale();
const messages = loadShopMessages(locale);
// While they load: ICU's number data for the prices and tailwind-merge's class map, each in a
// task of its own rather than in the first render's, which the first paint waits for (ADR 092).
prepareMoneyFormats();
prepareClassMerge();

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});
if (embedded) queryClient.setQueryData(shopKeys.detail(identifier), embedded);

void messages.then((loaded) => {
  // Not activateLocale: the shop's language is not the visitor's choice for the app.
  i18n.loadAndActivate({ locale, messages: loaded });
  document.documentElement.lang = locale;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ShopPage identifier={identifier} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
  // Server errors (an order refused, a field's problem) in the shop's language. After the first
  // render: a checkout's error is never the first thing a customer sees.
  void import('./lib/error-messages.ts').then(({ errorTranslator }) =>
    setErrorTranslator(errorTranslator(i18n)),
  );
});
