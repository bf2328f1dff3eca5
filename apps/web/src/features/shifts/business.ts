import type { ReportBusiness } from './report-document.ts';

/** What the till's screens need of their business: its reports' and its id. */
export interface ShiftsBusiness extends ReportBusiness {
  id: string;
}
