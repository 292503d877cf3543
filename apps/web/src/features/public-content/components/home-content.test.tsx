import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { LatestNews } from './latest-news.tsx';
import { MarketingFigures } from './marketing-figures.tsx';
import { ShowcaseRatings } from './showcase-ratings.tsx';
import { SpecialOffers } from './special-offers.tsx';

setUpPageTests();

const page = (rows: unknown[]) => ({
  code: '200',
  msg: 'ok',
  data: { rows, total: rows.length, pageNum: 1, pageSize: 10 },
});
const offerText = (title: string) => ({ title, type: 'Prototype offer', items: ['5 pcs'] });
const offer = (id: string, title: string, spec: Record<string, unknown>) => ({
  id,
  sort: 10,
  publishedAt: '2026-11-20T02:00:00.000Z',
  entry: { kind: 'specialOffer', data: { quote: { tab: 'pcb', spec } }, zh: offerText(title), en: offerText(title) },
});

describe('the home page’s content', () => {
  it('prices each offer with the engine and opens its quote; an offer the book refuses says so', async () => {
    fetchMock.mockImplementation(() =>
      answerJson(
        200,
        page([
          offer('6f1c2a9e-2b3c-4d5e-8f90-000000000001', 'Four-layer', {
            layers: 4,
            boardLength: 100,
            boardWidth: 100,
            boardNumber: 5,
          }),
          // Aluminium is made with 1 or 2 layers only: the engine refuses six.
          offer('6f1c2a9e-2b3c-4d5e-8f90-000000000002', 'Aluminium six', {
            layers: 6,
            material: 'ALUMINUM',
            boardLength: 100,
            boardWidth: 100,
            boardNumber: 5,
          }),
        ]),
      ),
    );
    renderWithProviders(<SpecialOffers priceBook={defaultPriceBook} />);
    expect(await screen.findByText('¥100.00')).toBeTruthy();
    expect(screen.getByText('Priced on request: open the quote for the details.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Quote this board: Four-layer' });
    expect(link.getAttribute('href')).toMatch(/^\/valuation\?tab=pcb&spec=[A-Za-z0-9_-]+&source=home$/);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('kind=specialOffer');
  });

  it('says in words that a list is empty', async () => {
    fetchMock.mockImplementation(() => answerJson(200, page([])));
    renderWithProviders(
      <>
        <SpecialOffers priceBook={defaultPriceBook} />
        <LatestNews />
        <ShowcaseRatings />
        <MarketingFigures />
      </>,
    );
    expect(
      await screen.findByText('No special offer is running at the moment — Smart Quotes prices any board instantly.'),
    ).toBeTruthy();
    expect(await screen.findByText('No news has been published yet.')).toBeTruthy();
    expect(await screen.findByText('No customer review has been published yet.')).toBeTruthy();
    expect(await screen.findByText('Our figures are being updated.')).toBeTruthy();
  });

  it('offers a retry when a list cannot be loaded', async () => {
    fetchMock.mockImplementation(() => answerJson(500, { code: '500', msg: 'down', data: null }));
    renderWithProviders(<LatestNews />);
    expect(await screen.findByText('This list could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
