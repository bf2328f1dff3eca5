import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import type { User, VerifyEmailResponse } from '@app/contracts';
import { useAppEvent } from '#src/lib/events.ts';
import { connectSessionBridge, updateUser, useSession } from '#src/lib/session.ts';
import { i18n } from '#src/i18n/activate.ts';
import { useCurrentUser } from '../api/get-current-user.ts';
import { authText } from '../messages.ts';
import { ConfirmUsernameDialog } from './confirm-username-dialog.tsx';
import { SetUsernameDialog } from './set-username-dialog.tsx';
import { useNetworkErrorRecovery } from './use-network-error-recovery.ts';
import { useVerificationPolling } from './use-verification-polling.ts';
import { VerifyEmailDialog } from './verify-email-dialog.tsx';

export const VERIFIED_NOTICE = 'Your email is verified. Welcome to ShopBook!';

/** Keeps the stored user in step with the server (verified elsewhere, renamed, made admin...). */
function useFreshUser() {
  const { data } = useCurrentUser();
  useEffect(() => {
    if (data) updateUser(data);
  }, [data]);
}

/**
 * Mounted once in the signed-in shell: the account dialogs (Verify Your Email, Set Your Username,
 * Confirm Your Username), the router bridge used when a session ends, and network-error recovery.
 */
export function AuthOverlays() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isLoggedIn, isVerified } = useSession();

  useEffect(
    () => connectSessionBridge({ navigate: (to, options) => void navigate(to, options) }),
    [navigate],
  );
  useNetworkErrorRecovery();
  useFreshUser();

  // A 403 verification_required: the server knows better than the stored user.
  useAppEvent('verification-required', () => {
    if (user?.is_verified) updateUser({ ...user, is_verified: false });
  });

  const needsVerification = isLoggedIn && !isVerified;
  const handleVerified = (verifiedUser: User, usernameChanged: boolean) => {
    updateUser(verifiedUser);
    // Screens that were refused before verification load now.
    void queryClient.invalidateQueries();
    if (!usernameChanged) toast.success(authText(i18n, VERIFIED_NOTICE));
  };
  useVerificationPolling(needsVerification && user !== null, (polled) =>
    handleVerified(polled, polled.username_changed),
  );

  return (
    <>
      <VerifyEmailDialog
        open={needsVerification}
        user={user}
        onVerified={(result: VerifyEmailResponse) =>
          handleVerified(result.user, result.username_changed)
        }
      />
      <SetUsernameDialog open={isLoggedIn && isVerified && Boolean(user?.needs_username)} />
      <ConfirmUsernameDialog
        open={isLoggedIn && isVerified && !user?.needs_username && Boolean(user?.username_changed)}
        user={user}
      />
    </>
  );
}
