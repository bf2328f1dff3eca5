import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Business } from '@app/contracts/businesses';
import type { InventoryItem } from '@app/contracts/inventory';
import { useQueryClient } from '@tanstack/react-query';
import { FileDown, Printer, Sparkles, Tags } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '#src/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/components/ui/card.tsx';
import { PageHeader } from '#src/components/ui/page-header.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { downloadFile } from '#src/lib/csv.ts';
import { formatCount, formatMoney, formatMoneyCode, useMoney } from '#src/lib/format.ts';
import { useReceiptPrinter } from '#src/lib/receipt-printer.ts';
import { toast } from '#src/lib/toast.ts';
import { useGenerateBarcode } from '../api/generate-barcode.ts';
import { getItemQueryOptions } from '../api/get-item.ts';
import { ItemPicker } from '../components/item-picker.tsx';
import { LabelLineList } from '../components/label-line-list.tsx';
import { ReceivedList } from '../components/received-list.tsx';
import { SheetOptions } from '../components/sheet-options.tsx';
import { SheetPreview } from '../components/sheet-preview.tsx';
import { labelContent, repeatLabels } from '../label-content.ts';
import { labelsDocument } from '../label-document.ts';
import {
  addLine,
  MAX_LABELS,
  removeLine,
  replaceItem,
  setQuantity,
  toLabelItem,
  totalLabels,
  type LabelLine,
} from '../label-lines.ts';
import { pageCount, SHEETS, type SheetId } from '../sheets.ts';

/**
 * /labels/{businessId}: barcode labels for chosen items (or one per unit of a delivery) on
 * sticker sheets, previewed and saved as a PDF made in the browser. `?item=<id>` (repeatable)
 * and `&quantity=<n>` choose items from a link (inventory, a restock).
 */
export function LabelsPage({ business }: { business: Business }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const money = useMoney(business.currency);
  const [lines, setLines] = useState<LabelLine[]>([]);
  const [sheetId, setSheetId] = useState<SheetId>(
    business.country === 'US' ? 'letter-3x10' : 'a4-3x8',
  );
  const [startAt, setStartAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [receivingId, setReceivingId] = useState<string | null>(null);
  const [generatingId, setGeneratingId] = useState<string | null>(null);
  const generate = useGenerateBarcode();
  const sheet = SHEETS[sheetId];

  // Items named by the link, added once.
  const [params] = useSearchParams();
  const linked = useRef(false);
  useEffect(() => {
    if (linked.current) return;
    linked.current = true;
    const ids = params.getAll('item').slice(0, 50);
    const quantity = Number(params.get('quantity') ?? '1');
    if (ids.length === 0) return;
    void Promise.all(
      ids.map((id) =>
        queryClient.fetchQuery(getItemQueryOptions(business.id, id)).catch(() => null),
      ),
    ).then((items) =>
      setLines((current) =>
        items.reduce<LabelLine[]>(
          (acc, item) => (item ? addLine(acc, toLabelItem(item), quantity || 1) : acc),
          current,
        ),
      ),
    );
  }, [params, queryClient, business.id]);

  const chosen = useMemo(() => new Map(lines.map((l) => [l.item.id, l.quantity])), [lines]);
  const labels = useMemo(
    () =>
      repeatLabels(
        lines.map(({ item, quantity }) => ({
          content: {
            ...labelContent(item, formatMoney(item.price, business.currency)),
            priceWithCode: formatMoneyCode(item.price, business.currency),
          },
          quantity,
        })),
      ),
    [lines, business.currency],
  );
  const total = totalLabels(lines);
  const pages = pageCount(sheet, total, startAt);
  // The server gives codes only to items with none (an item's own code is never replaced).
  const withoutCode = lines.filter((l) => !l.item.barcode);
  const tooMany = total > MAX_LABELS;

  const addItem = (item: InventoryItem, quantity = 1) =>
    setLines((current) => addLine(current, toLabelItem(item), quantity));

  const addReceived = async (entryId: string, productId: string, quantity: number) => {
    setReceivingId(entryId);
    try {
      addItem(await queryClient.fetchQuery(getItemQueryOptions(business.id, productId)), quantity);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not load the item.`));
    } finally {
      setReceivingId(null);
    }
  };

  const generateFor = async (itemId: string) => {
    setGeneratingId(itemId);
    try {
      const { item } = await generate.mutateAsync({ businessId: business.id, itemId });
      setLines((current) => replaceItem(current, toLabelItem(item)));
      return item;
    } catch (err) {
      toast.error(errorMessage(err, t`Could not create a barcode. Try again.`));
      return null;
    } finally {
      setGeneratingId(null);
    }
  };

  const handleGenerate = async (itemId: string) => {
    const item = await generateFor(itemId);
    if (!item) return;
    const name = item.name;
    const code = item.barcode ?? '';
    toast.success(t`${name} now has the barcode ${code}. The POS scanner finds it.`);
  };

  const handleGenerateAll = async () => {
    let done = 0;
    for (const line of withoutCode) {
      if (await generateFor(line.item.id)) done++;
      else break;
    }
    if (done > 0) {
      toast.success(
        t`${plural(done, { one: '# item now has a barcode.', other: '# items now have a barcode.' })}`,
      );
    }
  };

  const printer = useReceiptPrinter();
  const handleThermal = async () => {
    if (!printer) return;
    setPrinting(true);
    try {
      if (await printer.printDocument(labelsDocument(labels))) {
        toast.success(t`The labels went to the receipt printer.`);
      }
    } finally {
      setPrinting(false);
    }
  };

  const handlePdf = async () => {
    setBusy(true);
    try {
      const { renderLabelsPdf } = await import('../labels-pdf.ts');
      const businessName = business.name;
      const blob = await renderLabelsPdf({
        sheet,
        labels,
        startAt,
        title: t`${businessName}: barcode labels`,
      });
      downloadFile(blob, `labels-${business.slug}.pdf`, 'application/pdf');
      toast.success(t`Labels saved as PDF. Print at 100% (actual size).`);
    } catch (err) {
      toast.error(errorMessage(err, t`Could not make the PDF. Try again.`));
    } finally {
      setBusy(false);
    }
  };

  const labelCount = formatCount(total);
  const pagesText = t`${plural(pages, { one: '# sheet', other: '# sheets' })}`;
  const maxLabels = formatCount(MAX_LABELS);

  return (
    <>
      <PageHeader
        title={t`Barcode labels`}
        description={t`Choose items and how many labels each, then print the PDF on sticker sheets.`}
        actions={
          <div className="flex flex-wrap gap-2">
            {printer?.ready && (
              <Button
                variant="outline"
                onClick={() => void handleThermal()}
                disabled={total === 0 || tooMany || printing}
                loading={printing}
              >
                {!printing && <Printer aria-hidden />}
                <Trans>Print on the receipt printer</Trans>
              </Button>
            )}
            <Button
              onClick={() => void handlePdf()}
              disabled={total === 0 || tooMany || busy}
              loading={busy}
            >
              {!busy && <FileDown aria-hidden />}
              <Trans>Download PDF</Trans>
            </Button>
          </div>
        }
      />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:gap-x-6">
        <div className="space-y-4 lg:col-start-1">
          <Card>
            <CardHeader>
              <CardTitle className="text-base">
                <Trans>Add items</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ItemPicker
                businessId={business.id}
                formatPrice={money}
                chosen={chosen}
                onAdd={(item) => addItem(item)}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">
                <Trans>Just received</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ReceivedList
                businessId={business.id}
                timeZone={business.settings.timezone}
                busyId={receivingId}
                onAdd={(entryId, productId, quantity) =>
                  void addReceived(entryId, productId, quantity)
                }
              />
            </CardContent>
          </Card>
        </div>
        <div className="space-y-4 lg:col-start-2 lg:row-start-1">
          <Card>
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle className="text-base">
                <Trans>Labels to print</Trans>
              </CardTitle>
              {withoutCode.length > 1 && (
                <Button
                  variant="outline"
                  size="sm"
                  loading={generatingId !== null}
                  onClick={() => void handleGenerateAll()}
                >
                  {generatingId === null && <Sparkles aria-hidden />}
                  <Trans>Generate the missing barcodes</Trans>
                </Button>
              )}
            </CardHeader>
            <CardContent>
              {lines.length === 0 ? (
                <div className="flex flex-col items-center gap-2 py-6 text-center">
                  <Tags className="size-8 text-muted-foreground" aria-hidden />
                  <p className="text-sm text-muted-foreground">
                    <Trans>
                      Add items, or a delivery you just received, to print their labels.
                    </Trans>
                  </p>
                </div>
              ) : (
                <LabelLineList
                  lines={lines}
                  formatPrice={money}
                  onQuantityChange={(id, n) => setLines((current) => setQuantity(current, id, n))}
                  onRemove={(id) => setLines((current) => removeLine(current, id))}
                  onGenerate={(id) => void handleGenerate(id)}
                  generatingId={generatingId}
                />
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">
                <Trans>Sheet</Trans>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              <SheetOptions
                sheetId={sheetId}
                onSheetChange={(id) => {
                  setSheetId(id);
                  setStartAt(0);
                }}
                startAt={startAt}
                onStartAtChange={setStartAt}
              />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {t`${plural(total, { one: `${labelCount} label`, other: `${labelCount} labels` })}`}
                {pages > 0 && ` · ${pagesText}`}
              </p>
              {tooMany && (
                <p className="rounded-xl bg-danger-soft p-3 text-sm text-danger">
                  <Trans>One PDF holds at most {maxLabels} labels. Print them in parts.</Trans>
                </p>
              )}
              <section
                aria-label={t`Preview of the first sheet`}
                className="rounded-2xl bg-surface-muted p-3 sm:p-6"
              >
                <SheetPreview
                  sheet={sheet}
                  labels={labels}
                  startAt={startAt}
                  onStartAtChange={setStartAt}
                />
              </section>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
