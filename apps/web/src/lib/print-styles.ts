/**
 * A report on paper (analytics, stock report): A4, light colours whatever the theme, and only the
 * report. Rendered as a <style> by the page, so these rules exist only while the report is on
 * screen. Everything that is neither the main region, inside it, nor one of its ancestors
 * (navigation, banners, quick actions, toasts) is hidden; inside the report, `print:hidden` and
 * `hidden print:block` pick what shows. `chartGridRules` are extra declarations for the charts'
 * grid, for a report whose charts need more than the shared rules.
 */
export function reportPrintCss(chartGridRules = ''): string {
  return `
@page { size: A4; margin: 12mm 12mm 14mm; }
@media print {
  :root, :root.dark {
    --background: #ffffff; --foreground: #18181b; --surface: #ffffff; --surface-muted: #f4f4f5;
    --muted-foreground: #52525b; --border: #d4d4d8; --input: #d4d4d8; --primary: #047857;
    --primary-soft: #ecfdf5; --danger: #b91c1c; --danger-soft: #fef2f2; --warning: #b45309;
    --warning-soft: #fffbeb; --info: #1d4ed8;
    /* !important: the theme sets color-scheme inline, and a dark scheme paints the page margins. */
    color-scheme: light !important;
  }
  html, body { background: #fff !important; }
  body *:not(:has(#main)):not(#main):not(#main *) { display: none !important; }
  #main { display: block !important; max-width: none !important; padding: 0 !important; margin: 0 !important; }
  #main * { box-shadow: none !important; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .report-section, .chart-card, .kpi-card, tr { break-inside: avoid; }
  .report-section { overflow: visible !important; }
  .report-section .overflow-x-auto { overflow: visible !important; }
  .report-section table { min-width: 0 !important; }
  .kpi-grid-money { grid-template-columns: repeat(3, minmax(0, 1fr)) !important; }
  .kpi-grid-counts { grid-template-columns: repeat(4, minmax(0, 1fr)) !important; }
  /* Charts keep the size they were drawn at on screen and are scaled to the paper: one per row
     keeps that scale close to 1, so their labels stay legible. */
  .chart-grid { grid-template-columns: minmax(0, 1fr) !important;${chartGridRules ? ` ${chartGridRules}` : ''} }
  .recharts-wrapper, .recharts-surface { max-width: 100% !important; height: auto !important; }
  .recharts-tooltip-wrapper { display: none !important; }
  a { color: inherit !important; text-decoration: none !important; }
}
`;
}
