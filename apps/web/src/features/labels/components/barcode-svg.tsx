import { useMemo } from 'react';
import { isEan13Guard } from '../barcode/ean13.ts';
import { barcodeSymbol, barRuns, type BarcodeValue } from '../barcode/symbol.ts';

/** A barcode drawn with the same modules as the PDF, for the on-screen preview. */
export function BarcodeSvg({ barcode, className }: { barcode: BarcodeValue; className?: string }) {
  const symbol = useMemo(() => barcodeSymbol(barcode), [barcode]);
  const ean = symbol.type === 'ean13';
  const width = symbol.modules.length;
  // In modules: the bars, then the digits under them (EAN-13's guards run down between them).
  const barHeight = ean ? 40 : 44;
  const height = 54;
  return (
    <svg
      viewBox={`${ean ? -9 : 0} 0 ${width + (ean ? 9 : 0)} ${height}`}
      preserveAspectRatio="xMidYMid meet"
      className={className}
      aria-hidden
    >
      {barRuns(symbol.modules).map(([start, run]) => (
        <rect
          key={start}
          x={start}
          y={0}
          width={run}
          height={ean && isEan13Guard(start) ? barHeight + 5 : barHeight}
          fill="#111"
        />
      ))}
      {ean ? (
        [...symbol.value].map((digit, i) => (
          <text
            key={i}
            x={i === 0 ? -2 : i <= 6 ? 3 + 7 * (i - 1) + 3.5 : 50 + 7 * (i - 7) + 3.5}
            y={height - 1}
            fontSize={10}
            textAnchor={i === 0 ? 'end' : 'middle'}
            fill="#111"
          >
            {digit}
          </text>
        ))
      ) : (
        <text x={width / 2} y={height - 1} fontSize={9} textAnchor="middle" fill="#111">
          {symbol.value}
        </text>
      )}
    </svg>
  );
}
