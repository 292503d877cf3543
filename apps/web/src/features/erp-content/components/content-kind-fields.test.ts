import {
  type ContentEntry,
  type ContentRecord,
  contentEntrySchema,
  contentKinds,
} from '@boardforge/contracts/content.ts';
import { describe, expect, it } from 'vitest';
import { dataKey, kindFields, textKey, toEntry, toFormValues } from './content-kind-fields.ts';

function recordOf(entry: ContentEntry): ContentRecord {
  return {
    id: '6f1c2a9e-2b3c-4d5e-8f90-123456789abc',
    status: 'draft',
    sort: 30,
    version: 2,
    entry,
    publishedAt: null,
    updatedAt: '2026-11-27T02:00:00.000Z',
    updatedByName: 'Demo',
  };
}

const samples: ContentEntry[] = [
  {
    kind: 'news',
    data: { category: 2 },
    zh: { title: '标题', summary: '', body: '<p>正文</p>' },
    en: { title: 'Title', summary: 'Short', body: '<p>Body</p>' },
  },
  {
    kind: 'specialOffer',
    data: {
      quote: { tab: 'fpc', spec: { layers: 2, boardLength: 50, boardWidth: 40, boardNumber: 10, material: 'FPC' } },
    },
    zh: { title: '四层板', type: '样板', items: ['5片', '1.6 mm'] },
    en: { title: 'Four-layer', type: 'Prototype', items: ['5 pcs', '1.6 mm'] },
  },
  {
    kind: 'activity',
    data: {
      image: '/content/expo-booth.svg',
      images: ['/api/images/6f1c2a9e-2b3c-4d5e-8f90-123456789abd'],
      time: '2026-11-06',
    },
    zh: { title: '展会', text: '欢迎参观' },
    en: { title: 'Fair', text: 'Come and visit' },
  },
  {
    kind: 'laminatedStructure',
    data: {
      layers: 4,
      finishedThicknessMm: 1.6,
      coreThicknessMm: 1.2,
      lines: [
        { material: 'copper', thicknessMm: 0.035 },
        { material: 'core', thicknessMm: 1.2 },
      ],
    },
    zh: { name: '4层板' },
    en: { name: '4-layer' },
  },
  {
    kind: 'orderShowcase',
    data: { stars: 4, time: '2026-10-03' },
    zh: { name: '客户', title: '双面板', content: '很好', labels: ['PCB', '24H'] },
    en: { name: 'Customer', title: 'Double-sided', content: 'Great', labels: ['PCB', '24H'] },
  },
];

describe('the content editor’s values', () => {
  it('has a field list for every kind', () => {
    expect(Object.keys(kindFields).sort()).toEqual([...contentKinds].sort());
  });

  it.each(samples.map((entry) => [entry.kind, entry] as const))('round-trip a %s record unchanged', (_kind, entry) => {
    const values = toFormValues(entry.kind, recordOf(entry));
    const back = toEntry(entry.kind, values);
    expect(contentEntrySchema.parse(back)).toEqual(entry);
  });

  it('write an offer as its Smart Quotes link and lists one item per line, and leave an empty optional image out', () => {
    const values = toFormValues('specialOffer', recordOf(samples[1] as ContentEntry));
    expect(values[dataKey('quote')]).toMatch(/^\/valuation\?tab=fpc&spec=[A-Za-z0-9_-]+$/);
    // A share link of the FPC tab leaves the material out (the tab implies it); the offer keeps it.
    const pasted = `https://shop.example/valuation?tab=fpc&spec=${btoa('{"layers":1,"boardLength":30,"boardWidth":20,"boardNumber":8}')}`;
    const offer = toEntry('specialOffer', { ...values, [dataKey('quote')]: pasted });
    expect(offer.data).toEqual({
      quote: { tab: 'fpc', spec: { material: 'FPC', layers: 1, boardLength: 30, boardWidth: 20, boardNumber: 8 } },
    });
    const typo = toEntry('specialOffer', { ...values, [dataKey('quote')]: 'not a link' });
    expect(contentEntrySchema.safeParse(typo).error?.issues[0]?.path).toEqual(['data', 'quote']);
    expect(values[textKey('en', 'items')]).toBe('5 pcs\n1.6 mm');
    const news = toEntry('news', { ...toFormValues('news', null), [dataKey('category')]: 0, [dataKey('image')]: '' });
    expect(news.data).toEqual({ category: 0 });
  });
});
