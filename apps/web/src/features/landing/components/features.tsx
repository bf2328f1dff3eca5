import { MAX_BUSINESSES_PER_USER } from '@app/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BarChart3,
  Bot,
  ShieldCheck,
  UserCog,
  Building2,
  MessageCircle,
  Package,
  Receipt,
  ShoppingCart,
  Users,
  Wallet,
  WifiOff,
  type LucideIcon,
} from 'lucide-react';

interface Feature {
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

const max = MAX_BUSINESSES_PER_USER;

const FEATURES: Feature[] = [
  {
    icon: ShoppingCart,
    title: msg`Sales in seconds`,
    text: msg`Pick the items, add the customer if you like, done. Stock goes down by itself, and a sale sent twice on a bad connection is still counted once.`,
  },
  {
    icon: Package,
    title: msg`Stock that stays right`,
    text: msg`Products, prices, categories and quantities in one list. Every change to stock is written down, so the stock history shows who sold or restocked what, and when.`,
  },
  {
    icon: Users,
    title: msg`Customers you remember`,
    text: msg`Keep phone numbers and see what each customer buys, so you can call your regulars when their favourite item is back.`,
  },
  {
    icon: Wallet,
    title: msg`Expenses and real profit`,
    text: msg`Note rent, transport and restocking costs next to your sales, and see what the shop really earns.`,
  },
  {
    icon: BarChart3,
    title: msg`Analytics and stock reports`,
    text: msg`Takings by day and week, best sellers, spending and the value of your stock, without a spreadsheet.`,
  },
  {
    icon: MessageCircle,
    title: msg`Your shop catalogue on WhatsApp`,
    text: msg`Publish a catalogue of your products with one link. Customers browse it and send their order straight to your WhatsApp.`,
  },
  {
    icon: Receipt,
    title: msg`Receipts and price lists`,
    text: msg`Give customers a receipt they can check, and make a clean price list to share with buyers and suppliers.`,
  },
  {
    icon: Bot,
    title: msg`An assistant that knows your shop`,
    text: msg`Ask in plain words: “What sold best this month?” or “Which products are running low?” The answers come from your own records.`,
  },
  {
    icon: UserCog,
    title: msg`Staff who sell for you`,
    text: msg`Add managers to a business. They record sales and look after stock and customers; only you change the business settings.`,
  },
  {
    icon: ShieldCheck,
    title: msg`Private and safe`,
    text: msg`Your records are seen only by you and the managers you add. We show no ads and never sell your data. Changing your password signs out every other phone.`,
  },
  {
    icon: WifiOff,
    title: msg`Made for cheap phones and weak networks`,
    text: msg`Install it on your home screen from the browser. It loads fast, retries for you when the network drops, and opens even offline.`,
  },
  {
    icon: Building2,
    title: msg`Up to ${max} businesses`,
    text: msg`Run the shop, the stall and the side business from one account, each with its own stock, customers and currency.`,
  },
];

export function Features() {
  const { i18n } = useLingui();
  return (
    <section
      id="features"
      className="scroll-mt-20 border-t border-border bg-surface-muted/40 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            <Trans>Everything your shop runs on, in one place</Trans>
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            <Trans>
              No more notebooks that get wet, stock counts that never match, or guessing at the end
              of the month.
            </Trans>
          </p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title.id}
              className="rounded-2xl border border-border bg-surface p-6 shadow-xs"
            >
              <div className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden />
              </div>
              <h3 className="mt-4 text-base font-semibold">{i18n._(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
