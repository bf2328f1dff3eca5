/** A chart's series key; hidden from screen readers, which get the chart's title and data. */
export function ChartLegend({ items }: { items: { label: string; colour: string }[] }) {
  return (
    <div className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden>
      {items.map((item) => (
        <span key={item.label} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm" style={{ background: item.colour }} /> {item.label}
        </span>
      ))}
    </div>
  );
}
