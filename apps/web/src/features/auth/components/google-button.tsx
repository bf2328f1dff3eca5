import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '#src/lib/toast.ts';
import { MESSAGES } from '@app/contracts';
import { Button } from '#src/components/ui/button.tsx';
import { getAuthConfigQueryOptions, useAuthConfig } from '../api/get-auth-config.ts';
import { googleEnabled, startGoogleSignIn } from '../google-oauth.ts';
import { authText } from '../messages.ts';
import { Divider } from './auth-card.tsx';

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className="size-[18px]">
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

/** The attribute of `<html>` (set by apps/api/src/plugins/spa.ts) that shows the button. */
export const GOOGLE_MARK = 'data-google-sign-in';

/**
 * 'Continue with Google', followed by an "or" divider before the email form. Always in the markup,
 * shown by the stylesheet where `<html data-google-sign-in>` says the server offers it (ADR 061):
 * the server marks each page it sends, so a prerendered sign-in page has the button from its first
 * paint, before and without the app. The app keeps the mark true to the server's current config
 * (a page the service worker kept may predate a change). Google's own endpoint out of reach does
 * not hide it (the form would move under the visitor's typing): a tap then says sign-in failed.
 */
export function GoogleSignInButton() {
  const queryClient = useQueryClient();
  const { data: config } = useAuthConfig();
  const [starting, setStarting] = useState(false);
  const { i18n } = useLingui();
  useEffect(() => {
    if (config)
      document.documentElement.toggleAttribute(GOOGLE_MARK, Boolean(config.googleClientId));
  }, [config]);

  // Asked afresh: a tap before the app ran (src/boot.ts replays it) comes before the config has
  // loaded, and Google's endpoint may have been out of reach when it did.
  const handleClick = async () => {
    setStarting(true);
    try {
      const current = await queryClient.fetchQuery({
        ...getAuthConfigQueryOptions(),
        staleTime: 0,
      });
      if (!googleEnabled(current)) throw new Error('Google sign-in is not offered');
      await startGoogleSignIn(current);
    } catch {
      setStarting(false);
      toast.error(authText(i18n, MESSAGES.googleFailedNotice));
    }
  };

  return (
    <div className="google-sign-in">
      <Button
        variant="outline"
        size="lg"
        className="w-full text-sm font-medium"
        loading={starting}
        onClick={() => void handleClick()}
      >
        {!starting && <GoogleMark />}
        <Trans>Continue with Google</Trans>
      </Button>
      <Divider>
        <Trans comment="between the Google button and the email form">or</Trans>
      </Divider>
    </div>
  );
}
