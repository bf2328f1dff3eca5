export { formatDateTime, formatMoney } from '#src/lib/format.ts';
