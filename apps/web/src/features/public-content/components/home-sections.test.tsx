import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { HomeHeroCopy } from './home-hero-copy.tsx';
import { ProcessSteps } from './process-steps.tsx';
import { ProductCatalogue } from './product-catalogue.tsx';

setUpPageTests();

const page = (rows: unknown[]) => ({
  code: '200',
  msg: 'ok',
  data: { rows, total: rows.length, pageNum: 1, pageSize: 20 },
});
const record = (id: number, entry: Record<string, unknown>) => ({
  id: `6f1c2a9e-2b3c-4d5e-8f90-${String(id).padStart(12, '0')}`,
  sort: id * 10,
  publishedAt: '2026-11-20T02:00:00.000Z',
  entry,
});
const heroText = (title: string) => ({
  eyebrow: 'Eyebrow',
  title,
  subtitle: 'Lead text',
  primaryAction: 'Quote now',
  secondaryAction: 'See the process',
  badges: ['Rush', 'Free shipping'],
});
const step = (id: number, title: string, text: string) =>
  record(id, { kind: 'processStep', data: {}, zh: { title, text }, en: { title, text } });

/** Answers each list call with the records of the kind it asks for. */
function answerByKind(rows: Record<string, unknown[]>) {
  fetchMock.mockImplementation((input) => {
    const kind = new URL(String(input), 'http://localhost').searchParams.get('kind') ?? '';
    return answerJson(200, page(rows[kind] ?? []));
  });
}

describe('the home page’s hero, ordering steps and catalogue', () => {
  it('shows the published hero, the steps numbered in their order and the cards leading to their pages', async () => {
    answerByKind({
      homeHero: [record(1, { kind: 'homeHero', data: {}, zh: heroText('中文标题'), en: heroText('Boards in a day') })],
      processStep: [step(1, 'Sign up', 'With your phone'), step(2, 'Quote', '')],
      productCategory: [
        record(3, {
          kind: 'productCategory',
          data: { path: '/manufacture/steelMesh', illustration: 'stencil' },
          zh: { name: '钢网', summary: '激光钢网' },
          en: { name: 'Stencils', summary: 'Laser-cut' },
        }),
      ],
    });
    renderWithProviders(
      <>
        <HomeHeroCopy />
        <ProcessSteps />
        <ProductCatalogue renderIllustration={(kind) => <i data-testid="drawing">{kind}</i>} />
      </>,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Boards in a day');
    expect(screen.getByRole('link', { name: 'Quote now' }).getAttribute('href')).toBe('/valuation');
    expect(screen.getByRole('link', { name: 'See the process' }).getAttribute('href')).toBe(
      '/factoryDisplay/processShow',
    );
    expect(screen.getByText('Free shipping')).toBeTruthy();
    const steps = await screen.findAllByRole('listitem');
    expect(steps.some((item) => item.textContent === '1Sign upWith your phone')).toBe(true);
    expect(steps.some((item) => item.textContent === '2Quote')).toBe(true);
    const card = await screen.findByRole('link', { name: /Stencils/ });
    expect(card.getAttribute('href')).toBe('/manufacture/steelMesh');
    expect(screen.getByTestId('drawing').textContent).toBe('stencil');
  });

  it('says in words when nothing is published', async () => {
    answerByKind({});
    renderWithProviders(
      <>
        <HomeHeroCopy />
        <ProcessSteps />
        <ProductCatalogue renderIllustration={() => null} />
      </>,
    );
    expect(await screen.findByText('Instant PCB, SMT, stencil and BOM quotes online.')).toBeTruthy();
    expect(await screen.findByText('The ordering steps are being updated.')).toBeTruthy();
    expect(await screen.findByText('Our product catalogue is being updated.')).toBeTruthy();
  });

  it('says the hero is loading, then offers a retry when it cannot be loaded, and shows it once it can', async () => {
    fetchMock.mockImplementation(() => answerJson(500, { code: '500', msg: 'down', data: null }));
    renderWithProviders(<HomeHeroCopy />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(await screen.findByText('The introduction could not be loaded.')).toBeTruthy();
    answerByKind({
      homeHero: [record(1, { kind: 'homeHero', data: {}, zh: heroText('中文'), en: heroText('Back again') })],
    });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Back again');
  });

  it('paints the hero at once from the answer the page’s HTML carries, without a loading line', () => {
    const answer = page([record(1, { kind: 'homeHero', data: {}, zh: heroText('中文'), en: heroText('Served') })]).data;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'bf-initial-data';
    script.textContent = JSON.stringify({ homeHero: answer });
    document.head.append(script);
    answerByKind({});
    try {
      renderWithProviders(<HomeHeroCopy />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Served');
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      script.remove();
    }
  });
});
