import type { PcbSpecRequest } from '@boardforge/contracts/quotes.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const PriceCurveChart = lazy(() => import('./price-curve-chart.tsx').then((m) => ({ default: m.PriceCurveChart })));

/** How far below the screen the chart's place may be when its code is fetched (a phone scrolls there in a flick). */
const nearScreenMargin = '600px 0px';

/**
 * The price chart under the quotation, fetched once its place comes near the screen: on a phone it sits a few
 * screens below the form, so the quote page's first view does without its code (docs/performance.md, issue 15).
 * The place keeps the chart's height meanwhile, so nothing moves when it arrives.
 */
export function DeferredPriceChart({ spec, priceBook }: { spec: PcbSpecRequest; priceBook: PriceBook }) {
  const slot = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: nearScreenMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return (
    <div ref={slot} className="price-chart-slot">
      {isNear ? (
        <Suspense fallback={null}>
          <PriceCurveChart spec={spec} priceBook={priceBook} />
        </Suspense>
      ) : null}
    </div>
  );
}
