import type { MobileMoneyProvider, Payment, PaystackMobileProvider } from '@app/contracts/payments';
import { normaliseKenyanPhone, paystackPhone, paystackProvidersFor } from '@app/contracts/payments';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, RotateCcw, Smartphone, WifiOff, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import type { MobileMoneyRequestProps } from '#src/lib/mobile-money-request.ts';
import { requestMpesa, requestPaystack, usePayment, usePaymentMethods } from '../api/payments.ts';
import { PaystackOtpStep } from './paystack-otp-step.tsx';

/**
 * The request in flight per cart, total and provider: the checkout remounts when the screen
 * crosses the phone breakpoint (its sheet), and the till must not forget whom it waits for.
 */
const inFlight = new Map<string, { paymentId: string; phone: string }>();

/** The wallets' own names (brands: not translated); Paystack's `atl` is Airtel in Kenya. */
const networkName = (network: PaystackMobileProvider, currency: string): string =>
  ({
    mtn: 'MTN MoMo',
    vod: 'Telecel Cash',
    atl: currency === 'KES' ? 'Airtel Money' : 'AirtelTigo Money',
    mpesa: 'M-Pesa',
  })[network];

/**
 * The POS's mobile-money request (ADR 077): M-Pesa's STK push (Daraja) and Paystack's mobile
 * money, whichever the business set up for its currency (a choice when both). Offline, neither
 * can be asked: the sale goes as mobile money with the reference typed in the note, unconfirmed
 * until it is matched.
 */
export function MobileMoneyRequest(props: MobileMoneyRequestProps) {
  const methods = usePaymentMethods(props.businessId);
  const offered: MobileMoneyProvider[] = [
    ...(methods.data?.mpesa ? (['mpesa'] as const) : []),
    ...(methods.data?.paystack ? (['paystack'] as const) : []),
  ];
  const [chosen, setChosen] = useState<MobileMoneyProvider | null>(null);
  const online = typeof navigator === 'undefined' || navigator.onLine;
  if (!online) {
    if (props.currency !== 'KES' && paystackProvidersFor(props.currency).length === 0) return null;
    return (
      <div className="flex gap-2 rounded-xl bg-warning-soft px-3 py-2.5 text-sm text-warning">
        <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          {props.currency === 'KES' ? (
            <Trans>
              Offline: M-Pesa needs the network. Type the M-Pesa reference in the note; the sale
              stays unconfirmed until it is matched.
            </Trans>
          ) : (
            <Trans>
              Offline: mobile money needs the network. Type the payment reference in the note; the
              sale stays unconfirmed until it is matched.
            </Trans>
          )}
        </span>
      </div>
    );
  }
  if (offered.length === 0) return null;
  const provider = chosen && offered.includes(chosen) ? chosen : offered[0]!;
  return (
    <div className="space-y-2">
      {offered.length > 1 && (
        <ProviderTabs offered={offered} value={provider} onChange={setChosen} />
      )}
      <ProviderRequest key={provider} provider={provider} {...props} />
    </div>
  );
}

function ProviderTabs({
  offered,
  value,
  onChange,
}: {
  offered: MobileMoneyProvider[];
  value: MobileMoneyProvider;
  onChange: (provider: MobileMoneyProvider) => void;
}) {
  const { t } = useLingui();
  const labels: Record<MobileMoneyProvider, string> = {
    mpesa: t`M-Pesa`,
    paystack: t`Mobile money (Paystack)`,
  };
  return (
    <div role="radiogroup" aria-label={t`Ask through`} className="flex gap-1">
      {offered.map((p) => (
        <button
          key={p}
          type="button"
          role="radio"
          aria-checked={p === value}
          onClick={() => onChange(p)}
          className={cn(
            'rounded-full border px-3 py-1 text-xs font-medium',
            p === value ? 'border-primary bg-primary-soft text-primary' : 'border-border',
          )}
        >
          {labels[p]}
        </button>
      ))}
    </div>
  );
}

/**
 * One provider's request and its live answer: the websocket refreshes the payment, and it is
 * also read every 2 s. Paid shows the provider's receipt; cancelled, timed out or failed offer
 * Retry and "paid another way", one tap each. Paystack may first ask for the code it sent the
 * customer by SMS (`send_otp`).
 */
function ProviderRequest({
  provider,
  businessId,
  currency,
  cartId,
  totalMinor,
  customerPhone,
  onPaid,
  onOtherWay,
}: MobileMoneyRequestProps & { provider: MobileMoneyProvider }) {
  const { t } = useLingui();
  const networks = provider === 'paystack' ? paystackProvidersFor(currency) : [];
  const slot = `${cartId}:${totalMinor}:${provider}`;
  const [phone, setPhone] = useState(inFlight.get(slot)?.phone ?? customerPhone ?? '');
  const [network, setNetwork] = useState<PaystackMobileProvider | null>(networks[0] ?? null);
  const [paymentId, setPaymentIdState] = useState<string | null>(
    inFlight.get(slot)?.paymentId ?? null,
  );
  const setPaymentId = (id: string | null) => {
    if (id) inFlight.set(slot, { paymentId: id, phone });
    else inFlight.delete(slot);
    setPaymentIdState(id);
  };
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  const payment = usePayment(businessId, paymentId);
  const status = payment.data?.status ?? (paymentId ? 'pending' : null);

  if (payment.data?.status === 'paid' && taken !== payment.data.id) {
    setTaken(payment.data.id);
    onPaid(payment.data.id);
  }

  const mpesa = provider === 'mpesa';
  const kenyan = currency === 'KES';
  // M-Pesa takes whole shillings; Paystack takes the currency's cents.
  const askable = totalMinor > 0n && (!mpesa || totalMinor % 100n === 0n);
  const providerDown = mpesa
    ? t`M-Pesa did not answer. Try again, or take the payment another way.`
    : t`Paystack did not answer. Try again, or take the payment another way.`;

  const request = async () => {
    setProblem(null);
    let created: Payment;
    if (mpesa) {
      const normalised = normaliseKenyanPhone(phone);
      if (!normalised) {
        setProblem(t`Enter a Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX or +254XXXXXXXXX`);
        return;
      }
      setSending(true);
      try {
        created = await requestMpesa(businessId, {
          phone: normalised,
          amount: Number(totalMinor / 100n),
        });
      } catch (err) {
        setProblem(errorMessage(err, providerDown));
        return;
      } finally {
        setSending(false);
      }
    } else {
      const digits = paystackPhone(currency, phone.replace(/[\s()-]/g, ''));
      if (!digits || !/^\+?\d{9,15}$/.test(digits)) {
        setProblem(
          kenyan
            ? t`Enter a Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX or +254XXXXXXXXX`
            : t`Enter the mobile money number in digits`,
        );
        return;
      }
      if (!network) return;
      setSending(true);
      try {
        created = await requestPaystack(businessId, {
          phone: digits,
          provider: network,
          amount: Number(totalMinor) / 100,
        });
      } catch (err) {
        setProblem(errorMessage(err, providerDown));
        return;
      } finally {
        setSending(false);
      }
    }
    setPaymentId(created.id);
  };
  const retry = () => {
    setPaymentId(null);
    void request();
  };

  const receipt = payment.data?.receipt;
  return (
    <section
      aria-label={mpesa ? t`M-Pesa` : t`Mobile money (Paystack)`}
      className="space-y-3 rounded-xl border border-border bg-surface p-3"
      data-testid={mpesa ? 'mpesa-request' : 'paystack-request'}
    >
      {status === null && (
        <>
          {networks.length > 0 && (
            <div
              role="radiogroup"
              aria-label={t`Customer's mobile money network`}
              className={cn(
                'grid gap-1 rounded-lg bg-surface-muted p-1',
                networks.length === 2 ? 'grid-cols-2' : 'grid-cols-3',
              )}
            >
              {networks.map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={n === network}
                  onClick={() => setNetwork(n)}
                  className={cn(
                    'min-h-10 rounded-md px-1 text-xs font-medium',
                    n === network
                      ? 'bg-surface text-foreground shadow-sm ring-1 ring-border'
                      : 'text-muted-foreground hover:text-foreground',
                  )}
                >
                  {networkName(n, currency)}
                </button>
              ))}
            </div>
          )}
          <label className="block space-y-1.5 text-sm">
            <span className="font-medium">
              {mpesa ? (
                <Trans>Customer's M-Pesa number</Trans>
              ) : (
                <Trans>Customer's mobile money number</Trans>
              )}
            </span>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={kenyan ? '07XX XXX XXX' : '0XX XXX XXXX'}
              value={phone}
              invalid={Boolean(problem)}
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
          {mpesa && !askable && (
            <p className="text-sm text-warning">
              <Trans>M-Pesa takes whole shillings: round the total to ask for it.</Trans>
            </p>
          )}
          <Button
            className="w-full"
            loading={sending}
            disabled={!askable}
            onClick={() => void request()}
          >
            <Smartphone className="size-4" aria-hidden />
            {mpesa ? <Trans>Request M-Pesa</Trans> : <Trans>Request mobile money</Trans>}
          </Button>
        </>
      )}

      {status === 'pending' && payment.data?.nextStep === 'otp' ? (
        <PaystackOtpStep
          businessId={businessId}
          paymentId={paymentId!}
          prompt={payment.data.resultDesc}
          onPayment={() => void payment.refetch()}
        />
      ) : (
        status === 'pending' && (
          <div role="status" className="flex items-center gap-3 text-sm">
            <Spinner className="size-5 text-primary" />
            <span>
              {mpesa ? (
                <Trans>Waiting for the customer to enter their M-Pesa PIN…</Trans>
              ) : (
                <Trans>Waiting for the customer to approve the payment on their phone…</Trans>
              )}
            </span>
          </div>
        )
      )}

      {status === 'paid' && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-primary">
          <CheckCircle2 className="size-5" aria-hidden />
          <span>
            {!mpesa ? (
              <Trans>
                Paid through Paystack: reference {receipt}. Tap Charge to record the sale.
              </Trans>
            ) : receipt ? (
              <Trans>Paid by M-Pesa: receipt {receipt}. Tap Charge to record the sale.</Trans>
            ) : (
              <Trans>Paid by M-Pesa. Tap Charge to record the sale.</Trans>
            )}
          </span>
        </p>
      )}

      {(status === 'cancelled' || status === 'timed_out' || status === 'failed') && (
        <p role="alert" className="flex items-center gap-2 text-sm text-danger">
          <XCircle className="size-5 shrink-0" aria-hidden />
          <span>
            {status === 'cancelled' ? (
              <Trans>The customer cancelled the M-Pesa request.</Trans>
            ) : status === 'timed_out' ? (
              <Trans>The customer did not answer in time.</Trans>
            ) : mpesa ? (
              <Trans>M-Pesa could not take the payment: {payment.data?.resultDesc ?? ''}</Trans>
            ) : (
              <Trans>Paystack could not take the payment: {payment.data?.resultDesc ?? ''}</Trans>
            )}
          </span>
        </p>
      )}

      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}

      {status !== 'paid' && (status !== null || problem) && (
        <div className="grid grid-cols-2 gap-2">
          {status !== 'pending' && (
            <Button variant="outline" onClick={retry} loading={sending}>
              <RotateCcw className="size-4" aria-hidden />
              <Trans>Retry</Trans>
            </Button>
          )}
          <Button
            variant="ghost"
            className={status === 'pending' ? 'col-span-2' : undefined}
            onClick={() => {
              inFlight.delete(slot);
              onOtherWay();
            }}
          >
            <Trans>Paid another way</Trans>
          </Button>
        </div>
      )}
    </section>
  );
}
