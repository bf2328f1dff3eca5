import { Trans } from '@lingui/react/macro';

/** Lets keyboard users jump past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-[90] rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}
