import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '#src/lib/toast.ts';
import type { OpeningHours, ShopSettings, UpdateShopSettingsBody } from '@app/contracts/shop';
import { Button } from '#src/components/ui/button.tsx';
import { Field } from '#src/components/ui/field.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Switch } from '#src/components/ui/switch.tsx';
import { Textarea } from '#src/components/ui/textarea.tsx';
import { ApiError } from '#src/lib/api-client.ts';

const DAYS = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
];

interface ShopSettingsFormProps {
  settings: ShopSettings;
  disabled: boolean;
  saving: boolean;
  onSave: (body: UpdateShopSettingsBody) => Promise<unknown>;
  onBanner: (file: File | null) => Promise<unknown>;
}

function ToggleRow({
  label,
  hint,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled: boolean;
}) {
  return (
    <label className="flex items-center justify-between gap-4 py-2">
      <span>
        <span className="block text-sm font-medium">{label}</span>
        <span className="block text-xs text-muted-foreground">{hint}</span>
      </span>
      <Switch checked={checked} onCheckedChange={onChange} disabled={disabled} />
    </label>
  );
}

/** How the shop looks and works: prices, stock, colour, banner, hours, pick-up and delivery. */
export function ShopSettingsForm({
  settings,
  disabled,
  saving,
  onSave,
  onBanner,
}: ShopSettingsFormProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(settings);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const hoursOf = (day: number) => draft.openingHours.find((p) => p.day === day);
  const setHours = (day: number, period: { opens: string; closes: string } | null) => {
    const others: OpeningHours = draft.openingHours.filter((p) => p.day !== day);
    set(
      'openingHours',
      period ? [...others, { day, ...period }].sort((a, b) => a.day - b.day) : others,
    );
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await onSave({
        hidePrices: draft.hidePrices,
        showStock: draft.showStock,
        accentColor: draft.accentColor,
        deliveryNote: draft.deliveryNote ?? '',
        pickupEnabled: draft.pickupEnabled,
        deliveryEnabled: draft.deliveryEnabled,
        openingHours: draft.openingHours,
      });
      toast.success(t`Shop settings saved`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Could not save the settings`);
    }
  };

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      className="space-y-5 rounded-2xl border border-border bg-surface p-4 sm:p-5"
      aria-labelledby="shop-settings-title"
    >
      <h2 id="shop-settings-title" className="text-base font-semibold">
        <Trans>Shop settings</Trans>
      </h2>
      <div className="divide-y divide-border">
        <ToggleRow
          label={t`Hide prices`}
          hint={t`Customers ask you for the price`}
          checked={draft.hidePrices}
          onChange={(v) => set('hidePrices', v)}
          disabled={disabled}
        />
        <ToggleRow
          label={t`Show stock`}
          hint={t`Show how many are left`}
          checked={draft.showStock}
          onChange={(v) => set('showStock', v)}
          disabled={disabled}
        />
        <ToggleRow
          label={t({ message: 'Pick-up', comment: 'the customer collects the order at the shop' })}
          hint={t`Customers collect their order`}
          checked={draft.pickupEnabled}
          onChange={(v) => set('pickupEnabled', v)}
          disabled={disabled}
        />
        <ToggleRow
          label={t`Delivery`}
          hint={t`You deliver to an address`}
          checked={draft.deliveryEnabled}
          onChange={(v) => set('deliveryEnabled', v)}
          disabled={disabled}
        />
      </div>
      <Field label={t`Accent colour`}>
        <div className="flex items-center gap-3">
          <input
            type="color"
            value={draft.accentColor}
            onChange={(e) => set('accentColor', e.target.value)}
            disabled={disabled}
            aria-label={t`Accent colour`}
            className="h-10 w-14 cursor-pointer rounded-lg border border-border bg-surface"
          />
          <span className="font-mono text-sm text-muted-foreground">{draft.accentColor}</span>
        </div>
      </Field>
      <Field
        label={t`Delivery and pick-up note`}
        hint={t`e.g. Delivery in Lekki only, 1,500 fee. Pick-up after 10am.`}
      >
        <Textarea
          value={draft.deliveryNote ?? ''}
          onChange={(e) => set('deliveryNote', e.target.value)}
          rows={2}
          maxLength={500}
          disabled={disabled}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">
          <Trans>Opening hours</Trans>
        </legend>
        <p className="text-xs text-muted-foreground">
          <Trans>Days left closed show as closed; no days at all hide the open/closed badge.</Trans>
        </p>
        {DAYS.map((label, day) => {
          const period = hoursOf(day);
          const name = i18n._(label);
          return (
            <div key={day} className="flex items-center gap-2 text-sm">
              <Switch
                checked={Boolean(period)}
                onCheckedChange={(open) =>
                  setHours(day, open ? { opens: '09:00', closes: '18:00' } : null)
                }
                disabled={disabled}
                aria-label={t`Open on ${name}`}
              />
              <span className="w-24">{name}</span>
              {period ? (
                <>
                  <Input
                    type="time"
                    value={period.opens}
                    onChange={(e) => setHours(day, { ...period, opens: e.target.value })}
                    aria-label={t`${name} opens`}
                    className="h-9 w-28"
                    disabled={disabled}
                  />
                  <span aria-hidden>–</span>
                  <Input
                    type="time"
                    value={period.closes}
                    onChange={(e) => setHours(day, { ...period, closes: e.target.value })}
                    aria-label={t`${name} closes`}
                    className="h-9 w-28"
                    disabled={disabled}
                  />
                </>
              ) : (
                <span className="text-muted-foreground">
                  <Trans comment="the shop is closed that day">Closed</Trans>
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
      <div className="space-y-2">
        <p className="text-sm font-medium">
          <Trans comment="the shop's banner picture">Banner</Trans>
        </p>
        {settings.bannerUrl && (
          <img
            src={settings.bannerUrl}
            alt={t`Shop banner`}
            className="h-28 w-full rounded-xl object-cover"
          />
        )}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" asChild disabled={disabled}>
            <label className="cursor-pointer">
              <ImagePlus aria-hidden /> {settings.bannerUrl ? t`Replace banner` : t`Add a banner`}
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                className="sr-only"
                disabled={disabled}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file)
                    void onBanner(file).catch((err: unknown) =>
                      toast.error(err instanceof Error ? err.message : t`Upload failed`),
                    );
                  e.target.value = '';
                }}
              />
            </label>
          </Button>
          {settings.bannerUrl && (
            <Button
              variant="ghost"
              size="sm"
              type="button"
              onClick={() => void onBanner(null)}
              disabled={disabled}
            >
              <Trash2 aria-hidden /> <Trans comment="a button: remove the banner">Remove</Trans>
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <Button type="submit" loading={saving} disabled={disabled}>
        <Trans>Save settings</Trans>
      </Button>
    </form>
  );
}
