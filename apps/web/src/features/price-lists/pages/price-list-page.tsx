import type { I18n } from '@lingui/core';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Business } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import {
  ChevronDown,
  Copy,
  FileDown,
  ImageDown,
  MessageCircle,
  PackagePlus,
  Share2,
  TriangleAlert,
} from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '#src/lib/toast.ts';
import { Button } from '#src/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/components/ui/card.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { useI18nFor } from '#src/i18n/for-language.ts';
import { errorMessage } from '#src/lib/api-client.ts';
import { formatCount, useFormatLocale } from '#src/lib/format.ts';
import { useCategories } from '../api/get-categories.ts';
import { useCategoryItems } from '../api/get-category-items.ts';
import { PRICE_LIST_MAX_ITEMS } from '../api/list-items.ts';
import { ItemChooser, type CategoryChoice, type ChooserMode } from '../components/item-chooser.tsx';
import { LayoutOptions } from '../components/layout-options.tsx';
import { PriceListPreview } from '../components/price-list-preview.tsx';
import { downloadFile } from '../download.ts';
import { buildDocument, createPriceFormatter, defaultTitle } from '../price-list.ts';
import { canShareFile, copyText, fileBase, loadAssets, shareFile } from '../share.ts';
import { usePriceListOptions } from '../use-price-list-options.ts';
import { formatPriceListText, whatsappShareUrl } from '../whatsapp-text.ts';

/** A link longer than this may be cut by WhatsApp on some phones: the copied text is the backup. */
const LONG_MESSAGE = 4_000;

type Busy = 'pdf' | 'share-pdf' | 'image' | 'share-image' | null;

/**
 * /price-list-generator/{businessId}: a price list of whole categories or picked items, laid out
 * as the owner likes, previewed live, and shared as a PDF made in the browser, a PNG, or a
 * WhatsApp message.
 */
export function PriceListPage({ business }: { business: Business }) {
  // The list is for the business's customers: in its language, while this screen is in the
  // owner's (ADR 069). Its messages load in a moment when the two differ.
  const customerI18n = useI18nFor(business.language);
  if (!customerI18n) return <PriceListSkeleton />;
  return <PriceListEditor business={business} customerI18n={customerI18n} />;
}

function PriceListSkeleton() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Price list`} />
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-40" />
        <Skeleton className="h-72" />
      </div>
    </>
  );
}

function PriceListEditor({ business, customerI18n }: { business: Business; customerI18n: I18n }) {
  const { t } = useLingui();
  const categoriesQuery = useCategories(business.id);
  const categories = useMemo(() => categoriesQuery.data ?? [], [categoriesQuery.data]);
  const [mode, setMode] = useState<ChooserMode>('categories');
  const [categoryChoice, setCategoryChoice] = useState<CategoryChoice>('all');
  const [picked, setPicked] = useState<Map<string, InventoryItem>>(() => new Map());
  const [options, updateOptions, resetOptions] = usePriceListOptions(business, customerI18n);
  const [busy, setBusy] = useState<Busy>(null);

  // Category choices in the business's order, so the same choice is the same cached query.
  const categoryIds = useMemo<CategoryChoice>(() => {
    if (categoryChoice === 'all') return 'all';
    const order = [...categories.map((c) => c.id), 'none'];
    return [...categoryChoice].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  }, [categoryChoice, categories]);
  const categoryItems = useCategoryItems(business.id, categoryIds, mode === 'categories');

  const items = useMemo(
    () => (mode === 'categories' ? (categoryItems.data?.items ?? []) : [...picked.values()]),
    [mode, categoryItems.data, picked],
  );
  const doc = useMemo(
    () => buildDocument({ business, items, categories, options, i18n: customerI18n }),
    [business, items, categories, options, customerI18n],
  );
  const previewDoc = useDeferredValue(doc);
  const leftOut = options.hideOutOfStock ? items.filter((item) => item.stock <= 0).length : 0;
  const leftOutCount = formatCount(leftOut);
  const itemCount = doc.itemCount;
  const maxItems = formatCount(PRICE_LIST_MAX_ITEMS);
  // The chooser is the owner's, so its prices are in the owner's language (the list's are not).
  const ownerLocale = useFormatLocale();
  const pickerPrice = useMemo(
    () => createPriceFormatter(business.currency, 'symbol', ownerLocale),
    [business.currency, ownerLocale],
  );
  const canSharePdf = useMemo(
    () => canShareFile(new File([''], 'list.pdf', { type: 'application/pdf' })),
    [],
  );
  const canShareImage = useMemo(
    () => canShareFile(new File([''], 'list.png', { type: 'image/png' })),
    [],
  );

  const loadingItems =
    mode === 'categories' && categoryIds !== 'all' && categoryIds.length === 0
      ? false
      : mode === 'categories' && categoryItems.isPending;
  const ready = doc.itemCount > 0 && busy === null;
  const base = fileBase(business.slug);

  const handlePdf = async (share: boolean) => {
    setBusy(share ? 'share-pdf' : 'pdf');
    try {
      const [assets, { renderPriceListPdf }] = await Promise.all([
        loadAssets(doc, { logo: 256, image: 160 }),
        import('../pdf.ts'),
      ]);
      const blob = await renderPriceListPdf(doc, assets);
      const file = new File([blob], `${base}.pdf`, { type: 'application/pdf' });
      if (share && canShareFile(file)) {
        await shareFile(file, `${business.name}: ${doc.title}`);
      } else {
        downloadFile(blob, file.name, 'application/pdf');
        toast.success(t`Price list saved as PDF.`);
      }
    } catch (err) {
      toast.error(errorMessage(err, t`Could not make the PDF. Try again.`));
    } finally {
      setBusy(null);
    }
  };

  const handleImage = async (share: boolean) => {
    setBusy(share ? 'share-image' : 'image');
    try {
      const [assets, { renderPriceListPng }] = await Promise.all([
        loadAssets(doc, { logo: 224, image: 176 }),
        import('../image.ts'),
      ]);
      const blob = await renderPriceListPng(doc, assets);
      const file = new File([blob], `${base}.png`, { type: 'image/png' });
      if (share && canShareFile(file)) {
        await shareFile(file, `${business.name}: ${doc.title}`);
      } else {
        downloadFile(blob, file.name, 'image/png');
        toast.success(t`Price list saved as an image.`);
      }
    } catch (err) {
      toast.error(errorMessage(err, t`Could not make the image. Try again.`));
    } finally {
      setBusy(null);
    }
  };

  const handleWhatsApp = async () => {
    const text = formatPriceListText(doc);
    const copied = await copyText(text);
    window.open(whatsappShareUrl(text), '_blank', 'noopener,noreferrer');
    if (text.length > LONG_MESSAGE && copied) {
      toast.info(t`A long list: if WhatsApp shortens it, paste the copied text instead.`);
    }
  };

  const handleCopy = async () => {
    const copied = await copyText(formatPriceListText(doc));
    if (copied) toast.success(t`Price list copied. Paste it in any chat.`);
    else toast.error(t`Could not copy on this device.`);
  };

  const actions = (
    <>
      <Button onClick={() => void handlePdf(false)} disabled={!ready} loading={busy === 'pdf'}>
        {busy !== 'pdf' && <FileDown aria-hidden />}
        <span>
          <Trans comment="a button; the first words hide on a phone, leaving PDF">
            <span className="hidden sm:inline">Download </span>PDF
          </Trans>
        </span>
      </Button>
      <Button variant="outline" onClick={() => void handleWhatsApp()} disabled={!ready}>
        <MessageCircle aria-hidden />
        WhatsApp
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            disabled={!ready}
            loading={busy !== null && busy !== 'pdf'}
            aria-label={t`More ways to share`}
          >
            <Trans comment="a button: more ways to share">More</Trans>
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {canSharePdf && (
            <DropdownMenuItem onSelect={() => void handlePdf(true)}>
              <Share2 aria-hidden />
              <Trans>Share the PDF…</Trans>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void handleImage(false)}>
            <ImageDown aria-hidden />
            <Trans>Save as image (PNG)</Trans>
          </DropdownMenuItem>
          {canShareImage && (
            <DropdownMenuItem onSelect={() => void handleImage(true)}>
              <Share2 aria-hidden />
              <Trans>Share the image…</Trans>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem onSelect={() => void handleCopy()}>
            <Copy aria-hidden />
            <Trans>Copy as text</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );

  const noProducts =
    categoriesQuery.isSuccess &&
    categoryChoice === 'all' &&
    mode === 'categories' &&
    categoryItems.isSuccess &&
    categoryItems.data.items.length === 0;

  if (noProducts) {
    return (
      <>
        <PageHeader title={t`Price list`} />
        <EmptyState
          icon={PackagePlus}
          title={t`No products to list yet`}
          description={t`Add your products with their prices in Inventory, then come back to share a price list.`}
          action={
            <Button asChild>
              <Link to={`/inventory/${encodeURIComponent(business.id)}`}>
                <Trans>Go to inventory</Trans>
              </Link>
            </Button>
          }
        />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t`Price list`}
        description={t`Choose what to list and how it looks, then share it as a PDF, a picture or a WhatsApp message.`}
        actions={actions}
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] lg:gap-x-6">
        <Card className="lg:col-start-1">
          <CardHeader>
            <CardTitle className="text-base">
              <Trans>What to list</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {categoriesQuery.isError ? (
              <p className="text-sm text-danger">
                {errorMessage(categoriesQuery.error, t`Could not load your categories.`)}{' '}
                <button
                  type="button"
                  className="font-medium underline"
                  onClick={() => void categoriesQuery.refetch()}
                >
                  <Trans>Try again</Trans>
                </button>
              </p>
            ) : (
              <ItemChooser
                businessId={business.id}
                categories={categories}
                categoriesLoading={categoriesQuery.isPending}
                mode={mode}
                onModeChange={setMode}
                categoryChoice={categoryChoice}
                onCategoryChoiceChange={setCategoryChoice}
                picked={picked}
                onPickedChange={setPicked}
                formatPrice={pickerPrice}
              />
            )}
          </CardContent>
        </Card>
        <section
          aria-label={t`Preview`}
          className="min-w-0 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-semibold">
              <Trans>Preview</Trans>
            </h2>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {t`${plural(itemCount, { one: '# item', other: '# items' })}`}
              {leftOut > 0 && ` ${t`(${leftOutCount} out of stock left out)`}`} ·{' '}
              {options.paper === 'a4'
                ? 'A4'
                : t({ message: 'Letter', comment: 'the US paper size' })}{' '}
              · {options.columns === 1 ? t`one column` : t`two columns`}
            </p>
          </div>
          {mode === 'categories' && categoryItems.data?.truncated && (
            <p className="mb-3 flex items-start gap-2 rounded-xl bg-warning-soft p-3 text-sm text-warning">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <Trans>
                The list holds the first {maxItems} items. Choose fewer categories for a complete
                list.
              </Trans>
            </p>
          )}
          {mode === 'categories' && categoryItems.isError && (
            <p className="mb-3 rounded-xl bg-danger-soft p-3 text-sm text-danger">
              {errorMessage(categoryItems.error, t`Could not load the items.`)}{' '}
              <button
                type="button"
                className="font-medium underline"
                onClick={() => void categoryItems.refetch()}
              >
                <Trans>Try again</Trans>
              </button>
            </p>
          )}
          <div className="rounded-2xl bg-surface-muted p-3 sm:p-6 lg:max-h-[calc(100dvh-10rem)] lg:overflow-y-auto">
            {loadingItems ? (
              <div
                className="mx-auto max-w-[42rem] space-y-3 rounded-lg bg-white p-8"
                aria-busy="true"
              >
                <span className="sr-only" role="status">
                  <Trans>Loading the items</Trans>
                </span>
                <Skeleton className="h-14 w-2/3 bg-zinc-100" />
                {Array.from({ length: 8 }, (_, i) => (
                  <Skeleton key={i} className="h-8 bg-zinc-100" />
                ))}
              </div>
            ) : (
              <PriceListPreview doc={previewDoc} />
            )}
          </div>
        </section>
        <Card className="lg:col-start-1">
          <CardHeader>
            <CardTitle className="text-base">
              <Trans>Layout</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <LayoutOptions
              options={options}
              currency={business.currency}
              locale={doc.numberLocale}
              defaultTitle={defaultTitle(customerI18n)}
              onChange={updateOptions}
              onReset={resetOptions}
            />
          </CardContent>
        </Card>
      </div>
    </>
  );
}
