import type { ReactNode } from 'react';

/**
 * The frame of a report chart. The body is muted so axis ticks (drawn in currentColor) are;
 * content that should read as body text sets text-foreground itself.
 */
export function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section className="chart-card min-w-0 rounded-2xl border border-border bg-surface p-4 shadow-sm break-inside-avoid sm:p-5">
      <h2 className="font-semibold tracking-tight">{title}</h2>
      <p className="mb-3 text-sm text-muted-foreground">{description}</p>
      <div className="text-muted-foreground">{children}</div>
    </section>
  );
}
