import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { NewsArticle } from './news-article.tsx';
import { NewsList } from './news-list.tsx';

setUpPageTests();

const newsId = '0b9d7c4e-5f3a-4f7e-9a51-2d6c1f0e8b3a';
const newsRecord = {
  id: newsId,
  sort: 10,
  publishedAt: '2026-11-20T08:00:00+00:00',
  entry: {
    kind: 'news',
    data: { category: 2, image: '/content/smt-line.svg' },
    zh: { title: '阻抗设计', summary: '五个要点', body: '<p>中文正文</p>' },
    en: { title: 'Impedance design', summary: 'Five points', body: '<p>Start from the <strong>stack-up</strong>.</p>' },
  },
};
const page = (rows: unknown[]) => ({
  code: '200',
  msg: '',
  data: { rows, total: rows.length, pageNum: 1, pageSize: 10 },
});

describe('<NewsList>', () => {
  it('says in words that a category has no news', async () => {
    fetchMock.mockImplementation(() => answerJson(200, page([])));
    renderWithProviders(<NewsList />, '/aboutUs/news?category=5');
    expect(await screen.findByText('No news in this category yet.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('category=5');
  });

  it('shows a failure with a retry, then the items with their category, date and sized lazy picture', async () => {
    fetchMock.mockImplementationOnce(() => answerJson(503, { code: '503', msg: 'down', data: null }));
    renderWithProviders(<NewsList />, '/aboutUs/news');
    expect(await screen.findByText('This content could not be loaded.')).toBeTruthy();
    fetchMock.mockImplementation(() => answerJson(200, page([newsRecord])));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const link = await screen.findByRole('link', { name: 'Impedance design' });
    expect(link.getAttribute('href')).toBe(`/aboutUs/news/${newsId}`);
    expect(screen.getAllByText('Technical articles').length).toBeGreaterThan(0);
    const picture = screen.getByRole('img', { name: 'Impedance design' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('width')).toBe('480');
  });

  it('pages through a long list, keeping the category', async () => {
    fetchMock.mockImplementation(() =>
      answerJson(200, { code: '200', msg: '', data: { rows: [newsRecord], total: 25, pageNum: 1, pageSize: 10 } }),
    );
    renderWithProviders(<NewsList />, '/aboutUs/news?category=2');
    await screen.findByRole('link', { name: 'Impedance design' });
    fireEvent.click(await screen.findByRole('listitem', { name: '2' }));
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('pageNum=2'));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('category=2');
  });
});

describe('<NewsArticle>', () => {
  it('renders the stored body as markup', async () => {
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: '', data: newsRecord }));
    renderWithProviders(<NewsArticle id={newsId} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Impedance design' })).toBeTruthy();
    expect(screen.getByText('stack-up').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Back to all news' })).toBeTruthy();
  });

  it('shows the not-found content for a 404 and for an id that is no record id, without asking for the latter', async () => {
    fetchMock.mockImplementation(() => answerJson(404, { code: '404', msg: 'Not found', data: null }));
    const { unmount } = renderWithProviders(<NewsArticle id={newsId} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    unmount();
    fetchMock.mockClear();
    renderWithProviders(<NewsArticle id="not-an-id" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
