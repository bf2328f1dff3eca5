import { Trans, useLingui } from '@lingui/react/macro';
import { normaliseKenyanPhone } from '@app/contracts/payments';
import { CheckCircle2, RotateCcw, Smartphone, WifiOff, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { requestMpesa, usePayment } from '../api/payments.ts';

/**
 * The push in flight per cart and total: the checkout remounts when the screen crosses the
 * phone breakpoint (its sheet), and the till must not forget the customer it is waiting for.
 */
const inFlight = new Map<string, { paymentId: string; phone: string }>();

export interface MpesaRequestProps {
  businessId: string;
  /** The cart (its sale's id): a push belongs to one cart. */
  cartId: string;
  /** The cart's total in minor units (cents): M-Pesa takes whole shillings. */
  totalMinor: bigint;
  /** The customer's phone, when the cart has a customer with one. */
  customerPhone: string | null;
  /** The payment is confirmed paid: the cart takes it (the sale records it). */
  onPaid: (paymentId: string) => void;
  /** "The customer paid another way": back to choosing a method. */
  onOtherWay: () => void;
}

/**
 * The POS's "Request M-Pesa" (ADR 077): the customer's phone is asked for the total (STK push),
 * and the till shows what happens, live (the websocket refreshes the payment; it is also read
 * again every 2 s). Paid shows the M-Pesa receipt; cancelled, timed out or failed offer Retry
 * and "paid another way", one tap each. Offline, M-Pesa cannot be asked: the sale goes as mobile
 * money with the reference typed in the note, unconfirmed until it is matched.
 */
export function MpesaRequest({
  businessId,
  cartId,
  totalMinor,
  customerPhone,
  onPaid,
  onOtherWay,
}: MpesaRequestProps) {
  const { t } = useLingui();
  const slot = `${cartId}:${totalMinor}`;
  const [phone, setPhone] = useState(inFlight.get(slot)?.phone ?? customerPhone ?? '');
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

  const online = typeof navigator === 'undefined' || navigator.onLine;
  if (!online) {
    return (
      <div className="flex gap-2 rounded-xl bg-warning-soft px-3 py-2.5 text-sm text-warning">
        <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <Trans>
            Offline: M-Pesa needs the network. Type the M-Pesa reference in the note; the sale stays
            unconfirmed until it is matched.
          </Trans>
        </span>
      </div>
    );
  }

  const whole = totalMinor > 0n && totalMinor % 100n === 0n;
  const amount = Number(totalMinor / 100n);

  const request = async () => {
    const normalised = normaliseKenyanPhone(phone);
    if (!normalised) {
      setProblem(t`Enter a Kenyan mobile number: 07XXXXXXXX, 01XXXXXXXX or +254XXXXXXXXX`);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      const created = await requestMpesa(businessId, { phone: normalised, amount });
      setPaymentId(created.id);
    } catch (err) {
      setProblem(
        errorMessage(err, t`M-Pesa did not answer. Try again, or take the payment another way.`),
      );
    } finally {
      setSending(false);
    }
  };
  const retry = () => {
    setPaymentId(null);
    void request();
  };

  return (
    <section
      aria-label={t`M-Pesa`}
      className="space-y-3 rounded-xl border border-border bg-surface p-3"
      data-testid="mpesa-request"
    >
      {status === null && (
        <>
          <label className="block space-y-1.5 text-sm">
            <span className="font-medium">
              <Trans>Customer's M-Pesa number</Trans>
            </span>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="07XX XXX XXX"
              value={phone}
              invalid={Boolean(problem)}
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
          {!whole && (
            <p className="text-sm text-warning">
              <Trans>M-Pesa takes whole shillings: round the total to ask for it.</Trans>
            </p>
          )}
          <Button
            className="w-full"
            loading={sending}
            disabled={!whole}
            onClick={() => void request()}
          >
            <Smartphone className="size-4" aria-hidden />
            <Trans>Request M-Pesa</Trans>
          </Button>
        </>
      )}

      {status === 'pending' && (
        <div role="status" className="flex items-center gap-3 text-sm">
          <Spinner className="size-5 text-primary" />
          <span>
            <Trans>Waiting for the customer to enter their M-Pesa PIN…</Trans>
          </span>
        </div>
      )}

      {status === 'paid' && (
        <p role="status" className="flex items-center gap-2 text-sm font-medium text-primary">
          <CheckCircle2 className="size-5" aria-hidden />
          <span>
            {payment.data?.mpesaReceipt ? (
              <Trans>
                Paid by M-Pesa: receipt {payment.data.mpesaReceipt}. Tap Charge to record the sale.
              </Trans>
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
            ) : (
              <Trans>M-Pesa could not take the payment: {payment.data?.resultDesc ?? ''}</Trans>
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
