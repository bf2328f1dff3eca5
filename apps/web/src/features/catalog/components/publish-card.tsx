import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, ExternalLink, QrCode, Share2 } from 'lucide-react';
import type { Language } from '@app/contracts/languages';
import { useI18nFor } from '#src/i18n/for-language.ts';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Switch } from '#src/components/ui/switch.tsx';

interface PublishCardProps {
  shopUrl: string;
  businessName: string;
  /** The business's language: the shared text is for its customers. */
  language: Language;
  published: boolean;
  hasWhatsapp: boolean;
  isOwner: boolean;
  pending: boolean;
  onPublish: (published: boolean) => void;
  onPoster: () => void;
}

/** SHOP_MESSAGES.whatsappRule (the API's 409 says it too), as the owner reads it here. */
const WHATSAPP_RULE = msg`A WhatsApp number is required while your shop is published. Please unpublish your shop first if you wish to remove it.`;

/** Publish or hide the shop, and hand its link around (copy, share, QR poster). */
export function PublishCard(props: PublishCardProps) {
  const { shopUrl, businessName, language, published, hasWhatsapp, isOwner, pending } = props;
  const { onPublish, onPoster } = props;
  const { t, i18n } = useLingui();
  // The text goes to customers: in the business's language (the app's until that has loaded).
  const customerI18n = useI18nFor(language) ?? i18n;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shopUrl);
      toast.success(t`Shop link copied`);
    } catch {
      toast.error(t`Could not copy the link`);
    }
  };
  const share = () =>
    navigator
      .share({
        title: businessName,
        text: customerI18n._(msg`Order from ${businessName}`),
        url: shopUrl,
      })
      .catch(() => undefined);
  const canShare = typeof navigator !== 'undefined' && 'share' in navigator;

  return (
    <section
      aria-labelledby="publish-title"
      className="space-y-4 rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <h2 id="publish-title" className="text-base font-semibold">
            {published ? t`Your shop is live` : t`Your shop is hidden`}
          </h2>
          <p className="text-sm text-muted-foreground">
            {published
              ? t`Customers can open your link and order on WhatsApp.`
              : t`Publish it to let customers browse and order.`}
          </p>
        </div>
        <Switch
          checked={published}
          disabled={!isOwner || pending || (!published && !hasWhatsapp)}
          onCheckedChange={onPublish}
          aria-label={t`Publish the shop`}
        />
      </div>
      <p className="rounded-xl bg-surface-muted px-3 py-2 text-xs text-muted-foreground">
        {i18n._(WHATSAPP_RULE)}
        {!hasWhatsapp && ` ${t`Add your WhatsApp number in Settings first.`}`}
      </p>
      <div className="flex items-center gap-2 rounded-xl border border-border px-3 py-2">
        <span className="min-w-0 flex-1 truncate font-mono text-sm" title={shopUrl}>
          {shopUrl}
        </span>
        <Button variant="ghost" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> <Trans comment="a button: copy the link">Copy</Trans>
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <a href={shopUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> <Trans>Preview as a customer</Trans>
          </a>
        </Button>
        {canShare && (
          <Button variant="outline" size="sm" onClick={() => void share()}>
            <Share2 aria-hidden /> <Trans>Share</Trans>
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onPoster}>
          <QrCode aria-hidden /> <Trans>QR poster</Trans>
        </Button>
      </div>
    </section>
  );
}
