import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { isInAppBrowser } from './in-app-browser.ts';

/** Shown once per visit: warning again on every page would make the app unusable there. */
const SEEN_KEY = 'in_app_browser_notice_seen';

function shouldShow() {
  try {
    return isInAppBrowser() && !sessionStorage.getItem(SEEN_KEY);
  } catch {
    return isInAppBrowser();
  }
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    // Embedded browsers often block the clipboard API: fall back to a selected text field.
    const field = document.createElement('textarea');
    field.value = url;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

/** SPEC section 2: the in-app-browser warning, 'Browser Compatibility Notice', Go Back / Copy Link. */
export function InAppBrowserWarning() {
  const { t } = useLingui();
  const [open, setOpen] = useState(shouldShow);

  const close = () => {
    try {
      sessionStorage.setItem(SEEN_KEY, '1');
    } catch {
      // Storage blocked: the notice may show again on reload, which is acceptable.
    }
    setOpen(false);
  };

  const goBack = () => {
    close();
    if (window.history.length > 1) window.history.back();
  };

  const handleCopy = async () => {
    if (await copyLink(window.location.href)) {
      toast.success(t`Link copied. Paste it into Chrome or Safari to continue.`);
      close();
    } else {
      const address = window.location.href;
      toast.error(t`Could not copy the link. The address is ${address}`);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={
        <span className="flex items-center gap-2">
          <TriangleAlert className="size-5 text-warning" aria-hidden />
          <Trans>Browser Compatibility Notice</Trans>
        </span>
      }
      description={t`You opened ShopBook inside another app's built-in browser.`}
      footer={
        <>
          <Button variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden />
            <Trans>Go Back</Trans>
          </Button>
          <Button onClick={() => void handleCopy()}>
            <Copy aria-hidden />
            <Trans>Copy Link</Trans>
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-muted-foreground">
        <p>
          <Trans>
            Built-in browsers can block Google sign-in, installing ShopBook on your home screen and
            saving receipts.
          </Trans>
        </p>
        <p>
          <Trans>
            For everything to work, copy the link and open it in{' '}
            <strong className="text-foreground">Chrome</strong> or{' '}
            <strong className="text-foreground">Safari</strong>. You can also use the app's menu
            (often <span aria-hidden>⋮</span> or <span aria-hidden>…</span>) and choose “Open in
            browser”.
          </Trans>
        </p>
      </div>
    </Dialog>
  );
}
