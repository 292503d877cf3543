import {
  contentIdParamsSchema,
  homeHeroQuery,
  type InitialData,
  type PublicContent,
} from '@boardforge/contracts/content.ts';
import type { ListedPublicPage } from '@boardforge/contracts/public-pages.ts';
import { type Language, pickWording } from '@boardforge/domain/language.ts';
import { priceOffer } from '@boardforge/domain/pricing/offer.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import { fillLabel, type PageCatalogue } from '../../i18n/pages.ts';
import { isAppError } from '../../lib/app-error.ts';
import type { ContentService } from '../content/content.service.ts';
import { toPlainParagraphs } from './html-text.ts';

/** One item of a content section: a heading line, its text, and where it leads. */
export type SectionItem = { title: string; text?: string | undefined; href?: string | undefined };
export type PageSection = { heading: string; items: SectionItem[] };

/** A news article the page is about (news detail): its own title, text and dates replace the catalogue's. */
export type PageArticle = {
  id: string;
  title: string;
  summary: string;
  paragraphs: string[];
  publishedAt: string;
  image?: string | undefined;
};

/** A special offer for the home page's Product/Offer structured data. */
export type PageOffer = { name: string; description: string; priceYuan: number };

/** What the home page's offers are priced with: the current price book and the clock (the engine's inputs). */
export type OfferPricing = { priceBook: () => Promise<PriceBook>; now: () => Date };

/** The home page's hero record: its heading and lead replace the catalogue's. */
export type PageHero = { title: string; subtitle: string };

/** What the content store adds to a page; `isFound: false` makes a news detail a 404. */
export type PageContent = {
  isFound: boolean;
  sections: PageSection[];
  article?: PageArticle | undefined;
  hero?: PageHero | undefined;
  offers: PageOffer[];
  /** Answers the app's first render reads from the HTML instead of asking again (the home hero). */
  initialData?: InitialData | undefined;
};

/** Records shown on a list page: the page size the public list route allows at most. */
const listSize = 50;
/** Records shown in each of the home page's sections. */
const homeSize = 10;

const empty: PageContent = { isFound: true, sections: [], offers: [] };

/** Loads the published records a public page shows, in the page's language. */
export async function loadPageContent(
  content: ContentService,
  page: ListedPublicPage,
  params: Record<string, string>,
  language: Language,
  catalogue: PageCatalogue,
  pricing: OfferPricing,
): Promise<PageContent> {
  const listOf = async (kind: Parameters<ContentService['listPublished']>[0]['kind'], size: number) =>
    (await content.listPublished({ kind, pageNum: 1, pageSize: size })).rows;
  const section = (heading: string, items: SectionItem[]): PageSection => ({
    heading,
    items: items.length > 0 ? items : [{ title: catalogue.labels.empty }],
  });
  switch (page.content) {
    case 'none':
      return empty;
    case 'home': {
      const [heroAnswer, categories, steps, offers, news, orders, ratings, priceBook] = await Promise.all([
        content.listPublished(homeHeroQuery),
        listOf('productCategory', listSize),
        listOf('processStep', listSize),
        listOf('specialOffer', homeSize),
        listOf('news', homeSize),
        listOf('orderShowcase', homeSize),
        content.listPublicShowcase({ pageNum: 1, pageSize: homeSize }),
        pricing.priceBook(),
      ]);
      const now = pricing.now();
      const pageOffers = offers.flatMap((record) => toOffer(record, language, priceBook, now));
      return {
        isFound: true,
        hero: heroAnswer.rows.flatMap((record) => toHero(record, language))[0],
        offers: pageOffers,
        initialData: { homeHero: heroAnswer },
        sections: [
          section(
            catalogue.labels.catalogue,
            categories.flatMap((record) => toCategoryItem(record, language)),
          ),
          section(
            catalogue.labels.process,
            steps.flatMap((record, index) => toStepItem(record, index, language)),
          ),
          section(
            catalogue.labels.offers,
            pageOffers.map((offer) => ({
              title: `${offer.name} ${fillLabel(catalogue.labels.price, { price: formatYuan(offer.priceYuan) })}`,
              text: offer.description,
              href: '/valuation',
            })),
          ),
          section(
            catalogue.labels.news,
            news.flatMap((record) => toNewsItem(record, language)),
          ),
          section(catalogue.labels.showcase, [
            ...orders.flatMap((record) => toShowcaseItem(record, language, catalogue)),
            ...ratings.rows.map((rating) => ({
              title: `${rating.customerName} · ${fillLabel(catalogue.labels.stars, { stars: rating.stars })}`,
              text: rating.content,
            })),
          ]),
        ],
      };
    }
    case 'newsList': {
      const news = await listOf('news', listSize);
      return {
        ...empty,
        sections: [
          section(
            catalogue.pages.news.heading,
            news.flatMap((r) => toNewsItem(r, language)),
          ),
        ],
      };
    }
    case 'newsDetail':
      return loadArticle(content, params.id ?? '', language);
    default: {
      const records = await listOf(page.content, listSize);
      const items = records.flatMap((record) => toCard(record, language, catalogue));
      return { ...empty, sections: [section(catalogue.pages[page.key].heading, items)] };
    }
  }
}

/** A news detail: a 404 for an id that is not a published news record. */
async function loadArticle(content: ContentService, id: string, language: Language): Promise<PageContent> {
  const missing: PageContent = { ...empty, isFound: false };
  if (!contentIdParamsSchema.safeParse({ id }).success) return missing;
  let record: PublicContent;
  try {
    record = await content.getPublished(id);
  } catch (error) {
    if (isAppError(error) && error.code === '404') return missing;
    throw error;
  }
  if (record.entry.kind !== 'news') return missing;
  const text = pickWording(language, { zh: record.entry.zh, en: record.entry.en });
  return {
    ...empty,
    article: {
      id: record.id,
      title: text.title,
      summary: text.summary,
      paragraphs: toPlainParagraphs(text.body),
      publishedAt: record.publishedAt,
      image: record.entry.data.image,
    },
  };
}

function formatYuan(yuan: number): string {
  return Number.isInteger(yuan) ? String(yuan) : yuan.toFixed(2);
}

/** An offer priced by the engine like its card on the home page; one the current book refuses is left out. */
function toOffer(record: PublicContent, language: Language, priceBook: PriceBook, now: Date): PageOffer[] {
  if (record.entry.kind !== 'specialOffer') return [];
  const priceYuan = priceOffer(record.entry.data.quote, priceBook, now);
  if (priceYuan === null) return [];
  const text = pickWording(language, { zh: record.entry.zh, en: record.entry.en });
  return [{ name: `${text.title} · ${text.type}`, description: text.items.join(' · '), priceYuan }];
}

/** The home page's hero in the page's language. */
function toHero(record: PublicContent, language: Language): PageHero[] {
  if (record.entry.kind !== 'homeHero') return [];
  const text = pickWording(language, { zh: record.entry.zh, en: record.entry.en });
  return [{ title: text.title, subtitle: text.subtitle }];
}

/** A product catalogue card: its name and summary, leading to its product page. */
function toCategoryItem(record: PublicContent, language: Language): SectionItem[] {
  if (record.entry.kind !== 'productCategory') return [];
  const text = pickWording(language, { zh: record.entry.zh, en: record.entry.en });
  return [{ title: text.name, text: text.summary, href: record.entry.data.path }];
}

/** An ordering step, numbered by its place in the published order. */
function toStepItem(record: PublicContent, index: number, language: Language): SectionItem[] {
  if (record.entry.kind !== 'processStep') return [];
  const text = pickWording(language, { zh: record.entry.zh, en: record.entry.en });
  return [{ title: `${index + 1}. ${text.title}`, text: text.text || undefined }];
}

/** A customer order of the showcase: who, what, the stars and the tags (PCB, 24H…). */
function toShowcaseItem(record: PublicContent, language: Language, catalogue: PageCatalogue): SectionItem[] {
  if (record.entry.kind !== 'orderShowcase') return [];
  const text = pickWording(language, { zh: record.entry.zh, en: record.entry.en });
  const stars = fillLabel(catalogue.labels.stars, { stars: record.entry.data.stars });
  return [{ title: `${text.name} · ${text.title}`, text: [stars, ...text.labels, text.content].join(' · ') }];
}

function toNewsItem(record: PublicContent, language: Language): SectionItem[] {
  if (record.entry.kind !== 'news') return [];
  const text = pickWording(language, { zh: record.entry.zh, en: record.entry.en });
  return [{ title: text.title, text: text.summary, href: `/aboutUs/news/${record.id}` }];
}

/** The heading and text of a record of the other listed kinds. */
function toCard(record: PublicContent, language: Language, catalogue: PageCatalogue): SectionItem[] {
  const { entry } = record;
  switch (entry.kind) {
    case 'productShowcase':
    case 'activity': {
      const text = pickWording(language, { zh: entry.zh, en: entry.en });
      return [{ title: text.title, text: text.text }];
    }
    case 'customerPost': {
      const text = pickWording(language, { zh: entry.zh, en: entry.en });
      return [{ title: `${text.title} · ${text.author}`, text: toPlainParagraphs(text.body).join(' ') }];
    }
    case 'processCapability': {
      const text = pickWording(language, { zh: entry.zh, en: entry.en });
      return [{ title: `${text.group} · ${text.name}`, text: text.text }];
    }
    case 'laminatedStructure': {
      const text = pickWording(language, { zh: entry.zh, en: entry.en });
      const lines = entry.data.lines
        .map((line) => `${catalogue.labels.materials[line.material]} ${line.thicknessMm} mm`)
        .join(' / ');
      return [{ title: text.name, text: lines }];
    }
    case 'contactBranch': {
      const text = pickWording(language, { zh: entry.zh, en: entry.en });
      return [{ title: text.name, text: `${text.address} · ${entry.data.phone} · ${entry.data.email}` }];
    }
    default:
      return [];
  }
}
