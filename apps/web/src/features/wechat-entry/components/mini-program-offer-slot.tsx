import { lazy, Suspense } from 'react';
import { useMiniProgramOffer } from '../hooks/use-mini-program-offer.ts';

const MiniProgramOfferCard = lazy(() =>
  import('./mini-program-offer.tsx').then((m) => ({ default: m.MiniProgramOfferCard })),
);

/**
 * Where the mini program is offered to a phone visitor: the check (useMiniProgramOffer) runs on every page, the card
 * is fetched only when an offer is made.
 */
export function MiniProgramOffer() {
  const offer = useMiniProgramOffer();
  if (offer.state === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <MiniProgramOfferCard {...offer} />
    </Suspense>
  );
}
