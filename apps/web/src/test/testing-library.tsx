/**
 * `@testing-library/react` as the web tests import it (vite.config.ts aliases the package here):
 * its own exports, except that `render` and `renderHook` put what they render inside the app's
 * I18nProvider, as app/providers.tsx does for the app. Without it every component that shows
 * text would need a wrapper in every test. (The package's entry also cleans up after each test
 * when test globals exist; this project has none, so it never did: tests call `cleanup`.)
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import * as pure from '@testing-library/react/pure';
import type { ReactNode } from 'react';

export * from '@testing-library/react/pure';

function withI18n(Wrapper?: React.JSXElementConstructor<{ children: ReactNode }>) {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>{Wrapper ? <Wrapper>{children}</Wrapper> : children}</I18nProvider>
    );
  };
}

export const render: typeof pure.render = ((ui: React.ReactNode, options?: pure.RenderOptions) =>
  pure.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof pure.render;

export const renderHook: typeof pure.renderHook = ((
  hook: (props: unknown) => unknown,
  options?: pure.RenderHookOptions<unknown>,
) =>
  pure.renderHook(hook, {
    ...options,
    wrapper: withI18n(options?.wrapper),
  })) as typeof pure.renderHook;
