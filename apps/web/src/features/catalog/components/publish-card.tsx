import { Copy, ExternalLink, QrCode, Share2 } from 'lucide-react';
import { toast } from '#src/lib/toast.ts';
import { SHOP_MESSAGES } from '@app/contracts/shop';
import { Button } from '#src/components/ui/button.tsx';
import { Switch } from '#src/components/ui/switch.tsx';

interface PublishCardProps {
  shopUrl: string;
  businessName: string;
  published: boolean;
  hasWhatsapp: boolean;
  isOwner: boolean;
  pending: boolean;
  onPublish: (published: boolean) => void;
  onPoster: () => void;
}

/** Publish or hide the shop, and hand its link around (copy, share, QR poster). */
export function PublishCard(props: PublishCardProps) {
  const { shopUrl, businessName, published, hasWhatsapp, isOwner, pending, onPublish, onPoster } =
    props;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shopUrl);
      toast.success('Shop link copied');
    } catch {
      toast.error('Could not copy the link');
    }
  };
  const share = () =>
    navigator
      .share({ title: businessName, text: `Order from ${businessName}`, url: shopUrl })
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
            {published ? 'Your shop is live' : 'Your shop is hidden'}
          </h2>
          <p className="text-sm text-muted-foreground">
            {published
              ? 'Customers can open your link and order on WhatsApp.'
              : 'Publish it to let customers browse and order.'}
          </p>
        </div>
        <Switch
          checked={published}
          disabled={!isOwner || pending || (!published && !hasWhatsapp)}
          onCheckedChange={onPublish}
          aria-label="Publish the shop"
        />
      </div>
      <p className="rounded-xl bg-surface-muted px-3 py-2 text-xs text-muted-foreground">
        {SHOP_MESSAGES.whatsappRule}
        {!hasWhatsapp && ' Add your WhatsApp number in Settings first.'}
      </p>
      <div className="flex items-center gap-2 rounded-xl border border-border px-3 py-2">
        <span className="min-w-0 flex-1 truncate font-mono text-sm" title={shopUrl}>
          {shopUrl}
        </span>
        <Button variant="ghost" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" asChild>
          <a href={shopUrl} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> Preview as a customer
          </a>
        </Button>
        {canShare && (
          <Button variant="outline" size="sm" onClick={() => void share()}>
            <Share2 aria-hidden /> Share
          </Button>
        )}
        <Button variant="outline" size="sm" onClick={onPoster}>
          <QrCode aria-hidden /> QR poster
        </Button>
      </div>
    </section>
  );
}
