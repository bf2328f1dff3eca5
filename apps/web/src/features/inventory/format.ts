export { currencySymbol, formatCount, formatMoney } from '#src/lib/format.ts';
