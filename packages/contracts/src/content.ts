import { z } from 'zod/mini';
import { pageSchema, pagingSchema } from './envelope.ts';
import { pcbSpecSchema, smtSpecSchema, stencilSpecSchema } from './quotes.ts';
import { multiLineText, singleLineText } from './text.ts';

/**
 * The site's content (内容管理): one store of records of thirteen kinds — news, customer order showcase, special
 * offers, product showcase, activities, customer posts, laminated structures, process-capability rows, contact
 * branches, the home page's marketing figures, its hero, its ordering steps and its product catalogue. Each record carries both languages (`zh`, `en`), language-neutral `data`, a sort
 * order and a status (draft → published → back to draft); its kind decides the shape of all three (one schema per
 * kind, a discriminated union on `kind`). Staff with `content:edit` write them; the public routes read published ones.
 */

export const contentKinds = [
  'news',
  'orderShowcase',
  'specialOffer',
  'productShowcase',
  'activity',
  'customerPost',
  'laminatedStructure',
  'processCapability',
  'contactBranch',
  'marketingFigure',
  'homeHero',
  'processStep',
  'productCategory',
] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentStatuses = ['draft', 'published'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

/** Limits of every content field; the web forms use the same. */
export const contentLimits = {
  title: 120,
  summary: 300,
  text: 2000,
  richText: 20000,
  name: 80,
  label: 60,
  listItem: 160,
  listItems: 12,
  labels: 6,
  images: 12,
  imagePath: 300,
  keyword: 64,
  phone: 40,
  email: 120,
  address: 200,
  sortMax: 9999,
  layerLines: 40,
  layerThicknessMmMax: 5,
  newsCategoryMax: 5,
  heroBadges: 4,
} as const;

/** The site's product pages a catalogue card of the home page may lead to. */
export const productPagePaths = [
  '/boardMaking/pcbBoardMaking',
  '/boardMaking/pcbBatch',
  '/boardMaking/fpcBatch',
  '/boardMaking/aluminumSubstrate',
  '/manufacture/pcbaMade',
  '/manufacture/steelMesh',
  '/bomSupply',
  '/solution/schemeDesign',
  '/solution/layoutDesign',
] as const;
export type ProductPagePath = (typeof productPagePaths)[number];

/** The drawings a catalogue card can show (the web app draws each as inline SVG). */
export const productIllustrations = ['pcb', 'batch', 'fpc', 'aluminum', 'smt', 'stencil', 'bom', 'layout'] as const;
export type ProductIllustration = (typeof productIllustrations)[number];

/** The layer counts and finished thicknesses (mm) a laminated structure is made for. */
export const laminatedLayerCounts = [4, 6, 8, 10] as const;
export const finishedThicknessesMm = [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0, 2.4] as const;
/** What a layer line of a laminated structure is made of. */
export const layerMaterials = ['copper', 'prepreg', 'core', 'finish'] as const;

/** The news categories of the seed (index 0–5). */
export const newsCategories = [0, 1, 2, 3, 4, 5] as const;

/**
 * An image of this site: a same-origin path (`/api/…` or `/images/…`), never another host, a protocol-relative
 * `//host` or a `javascript:` URL — so content can only show pictures the site itself serves.
 */
export const imagePathField = singleLineText().check(
  z.maxLength(contentLimits.imagePath),
  z.regex(/^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@%-][A-Za-z0-9._~!$&'()*+,;=:@%/-]*)?$/, {
    message: 'must be a path on this site, such as /api/…',
  }),
);

const title = singleLineText().check(z.minLength(1), z.maxLength(contentLimits.title));
const name = singleLineText().check(z.minLength(1), z.maxLength(contentLimits.name));
const plainText = multiLineText().check(z.trim(), z.maxLength(contentLimits.text));
/** HTML from the editor: sanitised by the server at save (allow-listed tags and attributes only). */
const richText = multiLineText().check(z.trim(), z.minLength(1), z.maxLength(contentLimits.richText));
const day = z.iso.date();
const listOf = <T extends z.core.$ZodType>(item: T, max: number) => z.array(item).check(z.maxLength(max));

const newsSchema = z.object({
  kind: z.literal('news'),
  data: z.object({
    category: z.int().check(z.gte(0), z.lte(contentLimits.newsCategoryMax)),
    image: z.optional(imagePathField),
  }),
  zh: z.object({ title, summary: plainText.check(z.maxLength(contentLimits.summary)), body: richText }),
  en: z.object({ title, summary: plainText.check(z.maxLength(contentLimits.summary)), body: richText }),
});

const orderShowcaseText = z.object({
  name,
  title,
  content: plainText.check(z.minLength(1)),
  labels: listOf(singleLineText().check(z.minLength(1), z.maxLength(contentLimits.label)), contentLimits.labels),
});
const orderShowcaseSchema = z.object({
  kind: z.literal('orderShowcase'),
  data: z.object({ stars: z.int().check(z.gte(1), z.lte(5)), time: day, image: z.optional(imagePathField) }),
  zh: orderShowcaseText,
  en: orderShowcaseText,
});

const specialOfferText = z.object({
  title,
  type: name,
  items: listOf(
    singleLineText().check(z.minLength(1), z.maxLength(contentLimits.listItem)),
    contentLimits.listItems,
  ).check(z.minLength(1)),
});
/**
 * What an offer is: a Smart Quotes tab and the spec it opens with (fields left out keep the form's defaults). Its
 * price is not stored: the public site prices the spec with the current price book, as /valuation does.
 */
export const offerQuoteSchema = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal(['pcb', 'fpc']), spec: pcbSpecSchema }),
  z.object({ tab: z.literal('smt'), spec: smtSpecSchema }),
  z.object({ tab: z.literal('stencil'), spec: stencilSpecSchema }),
]);
export type OfferQuote = z.infer<typeof offerQuoteSchema>;

const specialOfferSchema = z.object({
  kind: z.literal('specialOffer'),
  data: z.object({ quote: offerQuoteSchema }),
  zh: specialOfferText,
  en: specialOfferText,
});

const cardText = z.object({ title, text: plainText.check(z.minLength(1)) });
const productShowcaseSchema = z.object({
  kind: z.literal('productShowcase'),
  data: z.object({ image: imagePathField, time: day }),
  zh: cardText,
  en: cardText,
});

const activitySchema = z.object({
  kind: z.literal('activity'),
  data: z.object({ image: imagePathField, images: listOf(imagePathField, contentLimits.images), time: day }),
  zh: cardText,
  en: cardText,
});

const customerPostText = z.object({ title, author: name, body: richText });
const customerPostSchema = z.object({
  kind: z.literal('customerPost'),
  data: z.object({ image: z.optional(imagePathField), time: day }),
  zh: customerPostText,
  en: customerPostText,
});

const layerLineSchema = z.object({
  material: z.enum(layerMaterials),
  thicknessMm: z.number().check(z.positive(), z.lte(contentLimits.layerThicknessMmMax)),
});
const laminatedStructureSchema = z.object({
  kind: z.literal('laminatedStructure'),
  data: z.object({
    layers: z.literal(laminatedLayerCounts),
    finishedThicknessMm: z.literal(finishedThicknessesMm),
    coreThicknessMm: z.number().check(z.positive(), z.lte(contentLimits.layerThicknessMmMax)),
    lines: listOf(layerLineSchema, contentLimits.layerLines).check(z.minLength(2)),
  }),
  zh: z.object({ name }),
  en: z.object({ name }),
});

const capabilityText = z.object({
  group: name,
  name,
  text: singleLineText().check(z.minLength(1), z.maxLength(contentLimits.listItem)),
});
const processCapabilitySchema = z.object({
  kind: z.literal('processCapability'),
  data: z.object({}),
  zh: capabilityText,
  en: capabilityText,
});

const branchText = z.object({
  name,
  address: singleLineText().check(z.minLength(1), z.maxLength(contentLimits.address)),
});
const contactBranchSchema = z.object({
  kind: z.literal('contactBranch'),
  data: z.object({
    phone: singleLineText().check(z.minLength(1), z.maxLength(contentLimits.phone)),
    email: z.email().check(z.maxLength(contentLimits.email)),
  }),
  zh: branchText,
  en: branchText,
});

const figureText = z.object({
  value: singleLineText().check(z.minLength(1), z.maxLength(contentLimits.label)),
  label: singleLineText().check(z.minLength(1), z.maxLength(contentLimits.listItem)),
});
const marketingFigureSchema = z.object({
  kind: z.literal('marketingFigure'),
  data: z.object({}),
  zh: figureText,
  en: figureText,
});

const label = singleLineText().check(z.minLength(1), z.maxLength(contentLimits.label));
const heroText = z.object({
  eyebrow: label,
  title,
  subtitle: plainText.check(z.minLength(1), z.maxLength(contentLimits.summary)),
  primaryAction: label,
  secondaryAction: label,
  badges: listOf(label, contentLimits.heroBadges),
});
/** The home page's hero: the first published one (by sort) is shown; its buttons lead to Smart Quotes and the process. */
const homeHeroSchema = z.object({ kind: z.literal('homeHero'), data: z.object({}), zh: heroText, en: heroText });

const stepText = z.object({ title: name, text: plainText.check(z.maxLength(contentLimits.summary)) });
/** One step of "How ordering works" on the home page, numbered by its place in the sort order. */
const processStepSchema = z.object({ kind: z.literal('processStep'), data: z.object({}), zh: stepText, en: stepText });

const categoryText = z.object({
  name,
  summary: singleLineText().check(z.minLength(1), z.maxLength(contentLimits.listItem)),
});
/** One card of the home page's product catalogue: the product page it leads to and the drawing it shows. */
const productCategorySchema = z.object({
  kind: z.literal('productCategory'),
  data: z.object({ path: z.enum(productPagePaths), illustration: z.enum(productIllustrations) }),
  zh: categoryText,
  en: categoryText,
});

/** A record's kind, texts in both languages and data: the shape its kind demands (a 400 names the wrong field). */
export const contentEntrySchema = z.discriminatedUnion('kind', [
  newsSchema,
  orderShowcaseSchema,
  specialOfferSchema,
  productShowcaseSchema,
  activitySchema,
  customerPostSchema,
  laminatedStructureSchema,
  processCapabilitySchema,
  contactBranchSchema,
  marketingFigureSchema,
  homeHeroSchema,
  processStepSchema,
  productCategorySchema,
]);
export type ContentEntry = z.infer<typeof contentEntrySchema>;
/** The fields of one kind's record. */
export type ContentEntryOf<Kind extends ContentKind> = Extract<ContentEntry, { kind: Kind }>;

/** The per-language text fields that hold rich text (HTML sanitised at save), per kind. */
export const richTextFields: Partial<Record<ContentKind, readonly string[]>> = {
  news: ['body'],
  customerPost: ['body'],
};

const sortField = z.int().check(z.gte(0), z.lte(contentLimits.sortMax));

/** POST /api/erp/content/create: a new draft. */
export const createContentRequestSchema = z.object({ sort: z._default(sortField, 0), entry: contentEntrySchema });
export type CreateContentRequest = z.infer<typeof createContentRequestSchema>;

/** A record's version as the editor loaded it (an integer column: beyond 2^31 − 1 it cannot exist). */
const versionField = z.int().check(z.gte(1), z.lte(2_147_483_647));

/** POST /api/erp/content/update: new fields for a record at the version the editor loaded (else 409). */
export const updateContentRequestSchema = z.object({
  id: z.uuid(),
  version: versionField,
  sort: sortField,
  entry: contentEntrySchema,
});
export type UpdateContentRequest = z.infer<typeof updateContentRequestSchema>;

/** POST /api/erp/content/publish, /unpublish and /delete: a record at the version the caller saw. */
export const contentVersionRequestSchema = z.object({ id: z.uuid(), version: versionField });
export type ContentVersionRequest = z.infer<typeof contentVersionRequestSchema>;

/** GET /api/erp/content/list: one kind's records by status and keyword (either language's heading), paged. */
export const contentListQuerySchema = z.extend(pagingSchema, {
  kind: z.enum(contentKinds),
  status: z._default(z.enum(['all', ...contentStatuses]), 'all'),
  keyword: z.optional(singleLineText().check(z.maxLength(contentLimits.keyword))),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** One record as the back office sees it. */
export const contentRecordSchema = z.object({
  id: z.string(),
  status: z.enum(contentStatuses),
  sort: z.int(),
  version: z.int(),
  entry: contentEntrySchema,
  publishedAt: z.nullable(z.iso.datetime({ offset: true })),
  updatedAt: z.iso.datetime({ offset: true }),
  updatedByName: z.string(),
});
export type ContentRecord = z.infer<typeof contentRecordSchema>;

export const contentListAnswerSchema = pageSchema(contentRecordSchema);
export type ContentListAnswer = z.infer<typeof contentListAnswerSchema>;

/** GET /api/content/list: one kind's published records in their sort order (news also by category), paged. */
export const publicContentListQuerySchema = z.extend(pagingSchema, {
  kind: z.enum(contentKinds),
  category: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(contentLimits.newsCategoryMax))),
});
export type PublicContentListQuery = z.infer<typeof publicContentListQuerySchema>;

/** GET /api/content/:id */
export const contentIdParamsSchema = z.object({ id: z.uuid() });

/** One published record as the public site reads it. */
export const publicContentSchema = z.object({
  id: z.string(),
  sort: z.int(),
  entry: contentEntrySchema,
  publishedAt: z.iso.datetime({ offset: true }),
});
export type PublicContent = z.infer<typeof publicContentSchema>;

export const publicContentListAnswerSchema = pageSchema(publicContentSchema);
export type PublicContentListAnswer = z.infer<typeof publicContentListAnswerSchema>;

/**
 * The home hero's list query. The server renders its answer into the home page's HTML as initial data
 * (`initialDataElementId`), so the hero paints with the first render instead of after a loading line.
 */
export const homeHeroQuery = { kind: 'homeHero', pageNum: 1, pageSize: 10 } as const;
/** The id of the `<script type="application/json">` in a public page's head that carries its initial data. */
export const initialDataElementId = 'bf-initial-data';
/** What a public page's HTML may carry for the app's first render: answers of public list routes. */
export const initialDataSchema = z.object({ homeHero: z.optional(publicContentListAnswerSchema) });
export type InitialData = z.infer<typeof initialDataSchema>;

/** How staff decide a shared rating for the home page's showcase. */
export const showcaseStates = ['pending', 'approved', 'rejected'] as const;
export type ShowcaseState = (typeof showcaseStates)[number];

/** GET /api/erp/content/showcase/list: ratings customers shared, by state, newest first. */
export const showcaseListQuerySchema = z.extend(pagingSchema, {
  state: z._default(z.enum(['all', ...showcaseStates]), 'pending'),
});
export type ShowcaseListQuery = z.infer<typeof showcaseListQuerySchema>;

/** One shared rating as staff moderate it. */
export const showcaseRatingSchema = z.object({
  ratingId: z.string(),
  orderNo: z.string(),
  customerName: z.string(),
  stars: z.int(),
  content: z.string(),
  state: z.enum(showcaseStates),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ShowcaseRating = z.infer<typeof showcaseRatingSchema>;

export const showcaseListAnswerSchema = pageSchema(showcaseRatingSchema);
export type ShowcaseListAnswer = z.infer<typeof showcaseListAnswerSchema>;

/** POST /api/erp/content/showcase/decide: approve (shown on the home page) or reject a shared rating. */
export const decideShowcaseRequestSchema = z.object({ ratingId: z.uuid(), decision: z.enum(['approve', 'reject']) });
export type DecideShowcaseRequest = z.infer<typeof decideShowcaseRequestSchema>;

/** GET /api/content/showcase: approved ratings for the home page, newest first (the customer's name shortened). */
export const publicShowcaseQuerySchema = pagingSchema;

/** What a showcased order was, as its first tag says (the site words it in each language). */
export const showcaseProducts = [
  'pcb',
  'fpc',
  'aluminium',
  'copper',
  'rogers',
  'smt',
  'stencil',
  'bom',
  'design',
] as const;
export type ShowcaseProduct = (typeof showcaseProducts)[number];

export const publicShowcaseItemSchema = z.object({
  ratingId: z.string(),
  customerName: z.string(),
  stars: z.int(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  product: z.enum(showcaseProducts),
  /** The rush delivery the order was made with (`24h`, `12h`, `8h`, `48h`); null for the standard lead time. */
  delivery: z.nullable(z.string()),
});
export type PublicShowcaseItem = z.infer<typeof publicShowcaseItemSchema>;

export const publicShowcaseAnswerSchema = pageSchema(publicShowcaseItemSchema);
export type PublicShowcaseAnswer = z.infer<typeof publicShowcaseAnswerSchema>;
