import { Trans, useLingui } from '@lingui/react/macro';
import type { Customer } from '@app/contracts/customers';
import {
  Mail,
  MapPin,
  MessageCircle,
  MoreHorizontal,
  Pencil,
  Phone,
  StickyNote,
  Trash2,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#src/components/ui/dropdown-menu.tsx';
import { LoadFailedState } from '#src/components/ui/load-failed-state.tsx';
import { Skeleton } from '#src/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/components/ui/tabs.tsx';
import { formatCount } from '#src/lib/format.ts';
import { useCustomer } from '../api/get-customer.ts';
import { formatDate, formatRelative, telLink, useMoney, whatsappLink } from '../format.ts';
import { CUSTOMER_TEXTS } from '../messages.ts';
import { CustomerAvatar } from './customer-avatar.tsx';
import { PaymentHistory, PurchaseHistory } from './customer-history.tsx';

interface CustomerProfileProps {
  businessId: string;
  customerId: string;
  currency: string;
  /** The row the profile was opened from, shown while the full record loads. */
  placeholder?: Customer;
  onEdit: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
  onRecordPayment: (customer: Customer) => void;
  saleHref?: (saleId: string) => string;
}

/** Who the customer is, how to reach them, what they bought and what they owe. */
export function CustomerProfile({
  businessId,
  customerId,
  currency,
  placeholder,
  onEdit,
  onDelete,
  onRecordPayment,
  saleHref,
}: CustomerProfileProps) {
  const query = useCustomer(businessId, customerId, placeholder);
  const money = useMoney(currency);
  const customer = query.data;
  const { t } = useLingui();

  if (!customer) {
    if (query.isError) {
      return <LoadFailedState query={query} title={t(CUSTOMER_TEXTS.loadFailed)} />;
    }
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading customer</Trans>
        </span>
        <div className="flex items-center gap-3">
          <Skeleton className="size-14 rounded-full" />
          <Skeleton className="h-6 w-40" />
        </div>
        <Skeleton className="h-24 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }

  const whatsapp = customer.phone ? whatsappLink(customer.phone) : null;
  const name = customer.name;
  const since = formatDate(customer.createdAt);

  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3">
        <CustomerAvatar name={customer.name} className="size-14 text-lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold tracking-tight break-words">{customer.name}</h2>
          <p className="text-sm text-muted-foreground">
            <Trans>Customer since {since}</Trans>
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t`More actions for ${name}`}>
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-48">
            <DropdownMenuItem onSelect={() => onEdit(customer)}>
              <Pencil />
              <Trans>Edit details</Trans>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onDelete(customer)}
              className="text-danger data-[highlighted]:text-danger"
            >
              <Trash2 />
              <Trans>Delete customer</Trans>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>

      {(customer.phone || customer.email) && (
        <div className="flex gap-2">
          {customer.phone && (
            <ContactAction href={telLink(customer.phone)} icon={<Phone />} label={t`Call`} />
          )}
          {whatsapp && (
            <ContactAction href={whatsapp} icon={<MessageCircle />} label="WhatsApp" external />
          )}
          {customer.email && (
            <ContactAction href={`mailto:${customer.email}`} icon={<Mail />} label={t`Email`} />
          )}
        </div>
      )}

      <section
        aria-label={t({ message: 'Balance', comment: 'what the customer still owes' })}
        className={
          customer.balance > 0
            ? 'rounded-2xl border border-warning/30 bg-warning-soft p-4'
            : 'rounded-2xl border border-border bg-surface p-4'
        }
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm text-muted-foreground">
              <Trans>Balance owed</Trans>
            </p>
            <p
              className={`text-2xl font-semibold tabular-nums ${customer.balance > 0 ? 'text-warning' : ''}`}
            >
              {money(customer.balance)}
            </p>
          </div>
          {customer.balance > 0 ? (
            <Button onClick={() => onRecordPayment(customer)}>
              <Wallet />
              <Trans>Record a payment</Trans>
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>Nothing owed</Trans>
            </p>
          )}
        </div>
      </section>

      <dl className="grid grid-cols-3 gap-2">
        <Stat label={t`Total spent`} value={money(customer.totalSpent)} />
        <Stat label={t`Purchases`} value={formatCount(customer.salesCount)} />
        <Stat
          label={t`Last purchase`}
          value={customer.lastPurchaseAt ? formatRelative(customer.lastPurchaseAt) : '—'}
        />
      </dl>

      {(customer.phone || customer.email || customer.address || customer.notes) && (
        <dl className="space-y-2.5 rounded-2xl border border-border bg-surface p-4 text-sm">
          {customer.phone && <Detail icon={<Phone />} label={t`Phone`} value={customer.phone} />}
          {customer.email && <Detail icon={<Mail />} label={t`Email`} value={customer.email} />}
          {customer.address && (
            <Detail icon={<MapPin />} label={t`Address`} value={customer.address} />
          )}
          {customer.notes && (
            <Detail icon={<StickyNote />} label={t`Notes`} value={customer.notes} />
          )}
        </dl>
      )}

      <Tabs defaultValue="purchases">
        <TabsList>
          <TabsTrigger value="purchases">
            <Trans>Purchases</Trans>
          </TabsTrigger>
          <TabsTrigger value="payments">
            <Trans>Payments</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="purchases" className="mt-3">
          <PurchaseHistory
            businessId={businessId}
            customerId={customer.id}
            currency={currency}
            saleHref={saleHref}
          />
        </TabsContent>
        <TabsContent value="payments" className="mt-3">
          <PaymentHistory businessId={businessId} customerId={customer.id} currency={currency} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function ContactAction({
  href,
  icon,
  label,
  external,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  external?: boolean;
}) {
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noreferrer' } : {})}
      className="flex h-16 min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-xl border border-border bg-surface text-sm font-medium text-foreground transition-colors hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none [&_svg]:size-5 [&_svg]:text-primary"
    >
      {icon}
      {label}
    </a>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface px-3 py-2.5">
      <dt className="text-xs break-words text-muted-foreground">{label}</dt>
      <dd className="text-sm font-semibold break-words tabular-nums sm:text-base">{value}</dd>
    </div>
  );
}

function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 text-muted-foreground [&_svg]:size-4">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 break-words whitespace-pre-line">{value}</dd>
    </div>
  );
}
