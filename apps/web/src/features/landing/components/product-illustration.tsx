import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, MessageCircle, TrendingUp } from 'lucide-react';
import type { CSSProperties } from 'react';
import { LogoMark } from '#src/components/ui/logo.tsx';

/** Seven days of example takings, as bar heights in percent. */
const WEEK = [
  { day: msg({ message: 'M', context: 'Monday, one letter' }), height: 46 },
  { day: msg({ message: 'T', context: 'Tuesday, one letter' }), height: 62 },
  { day: msg({ message: 'W', context: 'Wednesday, one letter' }), height: 38 },
  { day: msg({ message: 'T', context: 'Thursday, one letter' }), height: 70 },
  { day: msg({ message: 'F', context: 'Friday, one letter' }), height: 84 },
  { day: msg({ message: 'S', context: 'Saturday, one letter' }), height: 100 },
  { day: msg({ message: 'S', context: 'Sunday, one letter' }), height: 58 },
];

const BEST_SELLERS = [
  { name: msg`Rice, 5 kg`, sold: 14 },
  { name: msg`Cooking oil, 1 L`, sold: 9 },
  { name: msg`Sugar, 1 kg`, sold: 7 },
];

const RECEIPT_LINES = [
  { name: msg`2 × Rice, 5 kg`, amount: '9,000' },
  { name: msg`1 × Cooking oil, 1 L`, amount: '2,600' },
  { name: msg`4 × Bar soap`, amount: '800' },
];

/** Zig-zag bottom edge of a paper receipt. */
const ZIGZAG =
  'linear-gradient(#000 0 0) top / 100% calc(100% - 7px) no-repeat, conic-gradient(from -45deg at bottom, #0000, #000 1deg 89deg, #0000 90deg) bottom / 14px 7px repeat-x';
const receiptEdge: CSSProperties = { mask: ZIGZAG, WebkitMask: ZIGZAG };

/**
 * The product at a glance, drawn in HTML and CSS (no image to download): the phone dashboard,
 * a receipt and an order arriving on WhatsApp from the shop catalogue. Example figures only.
 */
export function ProductIllustration() {
  const { t, i18n } = useLingui();
  return (
    <div
      role="img"
      aria-label={t`ShopBook on a phone: today's sales, a week of takings, best sellers, a receipt and a WhatsApp order from the shop catalogue`}
      className="relative mx-auto h-[540px] w-full max-w-[440px] select-none sm:h-[560px]"
    >
      {/* Glow behind the phone. */}
      <div className="absolute inset-x-6 top-10 bottom-10 rounded-full bg-primary/20 blur-3xl dark:bg-primary/15" />

      {/* Phone with the dashboard. */}
      <div className="absolute top-0 left-0 w-[252px] rounded-[2.25rem] sm:w-[272px] border border-border bg-surface p-2.5 shadow-2xl shadow-black/10 sm:left-2">
        <div className="overflow-hidden rounded-[1.75rem] bg-background">
          <div className="flex items-center justify-between px-4 pt-3 pb-2">
            <div className="flex items-center gap-2">
              <LogoMark className="size-6" />
              <span className="text-xs font-semibold">Ada's Corner Shop</span>
            </div>
            <span className="size-6 rounded-full bg-primary-soft text-center text-[11px] leading-6 font-semibold text-primary">
              A
            </span>
          </div>

          <div className="mx-3 rounded-2xl bg-primary p-4 text-primary-foreground">
            <p className="text-[11px] font-medium">
              <Trans>Sales today</Trans>
            </p>
            <p className="mt-0.5 text-2xl font-semibold tracking-tight">48,250</p>
            <p className="mt-1 flex items-center gap-1 text-[11px] font-medium opacity-90">
              <TrendingUp className="size-3.5" aria-hidden />
              <Trans>23 sales · 12% more than last Saturday</Trans>
            </p>
          </div>

          <div className="mx-3 mt-3 rounded-2xl border border-border bg-surface p-3">
            <p className="text-[11px] font-medium text-muted-foreground">
              <Trans>This week</Trans>
            </p>
            <div className="mt-2 flex h-20 items-end gap-2">
              {WEEK.map((bar, i) => (
                <div key={i} className="flex flex-1 flex-col items-center gap-1">
                  <div
                    className={
                      i === 5
                        ? 'w-full rounded-md bg-primary'
                        : 'w-full rounded-md bg-primary/25 dark:bg-primary/35'
                    }
                    style={{ height: `${bar.height * 0.6}px` }}
                  />
                  <span className="text-[9px] text-muted-foreground">{i18n._(bar.day)}</span>
                </div>
              ))}
            </div>
          </div>

          <div className="mx-3 mt-3 mb-3 rounded-2xl border border-border bg-surface p-3">
            <p className="text-[11px] font-medium text-muted-foreground">
              <Trans>Best sellers</Trans>
            </p>
            <ul className="mt-1.5 space-y-1.5">
              {BEST_SELLERS.map(({ name, sold }) => (
                <li key={name.id} className="flex items-center justify-between text-xs">
                  <span>{i18n._(name)}</span>
                  <span className="font-semibold tabular-nums">
                    <Trans comment="how many of an item were sold">{sold} sold</Trans>
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-2.5 rounded-lg bg-warning-soft px-2 py-1 text-[11px] font-medium text-warning">
              <Trans>Tomato paste: 3 left in stock</Trans>
            </p>
          </div>
        </div>
      </div>

      {/* Receipt. */}
      <div
        className="absolute top-24 right-0 w-[172px] rotate-3 bg-surface px-3.5 pt-4 pb-6 font-mono text-[10px] shadow-xl shadow-black/10 ring-1 ring-border sm:top-28 sm:right-2 sm:w-[188px] sm:px-4 sm:text-[10.5px]"
        style={receiptEdge}
      >
        <p className="text-center text-xs font-semibold font-sans">Ada's Corner Shop</p>
        <p className="text-center text-muted-foreground">
          <Trans>Receipt #1042</Trans>
        </p>
        <div className="my-2 border-t border-dashed border-border" />
        <ul className="space-y-1">
          {RECEIPT_LINES.map((line) => (
            <li key={line.name.id} className="flex justify-between gap-2">
              <span className="truncate">{i18n._(line.name)}</span>
              <span className="tabular-nums">{line.amount}</span>
            </li>
          ))}
        </ul>
        <div className="my-2 border-t border-dashed border-border" />
        <p className="flex justify-between text-xs font-semibold">
          <span>
            <Trans>Total</Trans>
          </span>
          <span className="tabular-nums">12,400</span>
        </p>
        <p className="mt-2 flex items-center justify-center gap-1 font-sans text-[10px] font-medium text-primary">
          <BadgeCheck className="size-3.5" aria-hidden />
          <Trans>Verifiable receipt</Trans>
        </p>
      </div>

      {/* WhatsApp order from the catalogue. */}
      <div className="absolute right-0 bottom-0 w-[228px] rounded-2xl rounded-br-md bg-[#dcf8c6] p-3 text-[#111b21] shadow-xl shadow-black/10 sm:right-4 dark:bg-[#005c4b] dark:text-[#e9edef]">
        <p className="flex items-center gap-1.5 text-[11px] font-semibold">
          <MessageCircle className="size-3.5" aria-hidden />
          <Trans>New order from your shop</Trans>
        </p>
        <p className="mt-1 text-xs leading-snug">
          <Trans>
            Hello! I'd like 2 × Rice, 5 kg and 1 × Cooking oil, 1 L. Delivery to Market Road,
            please.
          </Trans>
        </p>
        <p className="mt-1 text-right text-[10px] opacity-80">10:42</p>
      </div>
    </div>
  );
}
