import type { ErrorDetail } from '@app/contracts/messages';
import type { TrialStatus } from '@app/contracts/trial';

/** The error body every endpoint answers (ARCHITECTURE.md), plus the flags some add. */
export interface ApiErrorBody {
  error?: string;
  message?: string;
  errorCode?: string;
  code?: string;
  details?: ErrorDetail[];
  verification_required?: boolean;
  expired?: boolean;
  trialStatus?: TrialStatus;
  requiredOperation?: string;
  upgradeUrl?: string;
  [key: string]: unknown;
}
