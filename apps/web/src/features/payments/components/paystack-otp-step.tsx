import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '#src/components/ui/button.tsx';
import { Input } from '#src/components/ui/input.tsx';
import { errorMessage } from '#src/lib/api-client.ts';
import { submitPaystackOtp } from '../api/payments.ts';

/** Paystack sent the customer a code (`send_otp`): the cashier types what the customer reads out. */
export function PaystackOtpStep({
  businessId,
  paymentId,
  prompt,
  onPayment,
}: {
  businessId: string;
  paymentId: string;
  prompt: string | null;
  onPayment: () => void;
}) {
  const { t } = useLingui();
  const [otp, setOtp] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    if (!/^\d{4,8}$/.test(otp.trim())) {
      setProblem(t`Enter the code the customer received`);
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await submitPaystackOtp(businessId, paymentId, { otp: otp.trim() });
      onPayment();
    } catch (err) {
      setProblem(errorMessage(err, t`Could not send the code. Try again.`));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="space-y-2">
      <label className="block space-y-1.5 text-sm">
        <span className="font-medium">
          <Trans>Code the customer received by SMS</Trans>
        </span>
        {prompt && <span className="block text-muted-foreground">{prompt}</span>}
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          value={otp}
          invalid={Boolean(problem)}
          onChange={(e) => setOtp(e.target.value)}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button className="w-full" loading={sending} onClick={() => void send()}>
        <Trans>Send the code</Trans>
      </Button>
    </div>
  );
}
