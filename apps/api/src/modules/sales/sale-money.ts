/**
 * Exact money lives in @app/contracts/domain/money (shared with the POS and offline receipts);
 * re-exported here for the modules that import it from sales.
 */
export {
  fromCents,
  MONEY_MAX_CENTS,
  maxCents,
  percentOf,
  rateText,
  rateUnits,
  toCents,
} from '@app/contracts/domain/money';
