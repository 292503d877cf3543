import type { PcbSpecRequest } from '@boardforge/contracts/quotes.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { useDeferredValue, useMemo } from 'react';
import { buildPcbPriceCurve } from '../utils/price-curve.ts';
import { PriceChart } from './price-chart.tsx';

/** The price curve of a PCB spec: unit price against quantity, computed here so the page does without it until shown. */
export function PriceCurveChart({ spec, priceBook }: { spec: PcbSpecRequest; priceBook: PriceBook }) {
  // The chart re-prices dozens of quantities: deferred, so typing never waits for it.
  const deferredSpec = useDeferredValue(spec);
  const curve = useMemo(() => buildPcbPriceCurve(deferredSpec, priceBook, new Date()), [deferredSpec, priceBook]);
  return (
    <PriceChart
      points={curve.points}
      breaks={curve.breaks}
      maxQuantity={curve.maxQuantity}
      currentQuantity={spec.boardNumber}
    />
  );
}
