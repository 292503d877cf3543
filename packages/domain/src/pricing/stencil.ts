import { addWorkingDays, formatLocalDay, getLocalHour, isWorkingDay, toLocalDay } from '../calendar/china-calendar.ts';
import { optionLabels } from './labels.ts';
import {
  invoiceTypes,
  markRequirements,
  polishProcesses,
  productionMethods,
  stencilTypes,
  stencilUsages,
} from './options.ts';
import type { PriceBook, StencilPriceBook } from './price-book-shape.ts';
import type { PricingIssue } from './pricing-rules.ts';
import {
  type Charge,
  chargeNothing,
  chargeYuan,
  convertDraftToYuan,
  createTaxStep,
  type PricingStep,
  runPricingSteps,
} from './pricing-steps.ts';
import { type LeadTime, type QuoteResult, type StencilLine, stencilLines } from './quote.ts';
import { checkIntegerMin, checkNumberOption, checkOption, checkPcbOrderNo } from './spec-checks.ts';
import { normalizeStencilSpec, type StencilSpec, type StencilSpecInput } from './stencil-spec.ts';

/** What every stencil pricing step reads. */
interface StencilContext {
  spec: StencilSpec;
  book: StencilPriceBook;
  taxPercent: number;
  framed: number;
  nano: number;
}

type StencilStep = PricingStep<StencilContext, StencilLine>;

/** Returns the unit price of a stencil before extras: framed price, frameless −30 (min 60) or step +200, × 3 electroformed. */
export function priceStencilUnit(spec: StencilSpec, book: StencilPriceBook, framed: number): number {
  let unit = framed;
  if (spec.type === 'frameless') unit = Math.max(book.framelessMin, framed - book.framelessDiscount);
  if (spec.type === 'step') unit = framed + book.stepExtra;
  return spec.productionMethod === 'electroform' ? unit * book.electroformFactor : unit;
}

const priceStencilFee: StencilStep = {
  line: 'stencilFee',
  price: ({ spec, book, framed }) => {
    const type = optionLabels.stencilType[spec.type];
    const method = optionLabels.productionMethod[spec.productionMethod];
    return [
      chargeYuan(
        `${type.en} stencil ${spec.size} mm, ${method.en.toLowerCase()} × ${spec.number}`,
        `${type.zh} ${spec.size}mm ${method.zh} × ${spec.number}`,
        priceStencilUnit(spec, book, framed) * spec.number,
      ),
    ];
  },
};

const priceProcessFee: StencilStep = {
  line: 'processFee',
  price: ({ spec, book, nano }) => {
    const charges: Charge[] = [];
    const count = spec.number;
    const polish = book.polish[spec.polishProcess];
    if (polish > 0) {
      const label = optionLabels.polishProcess[spec.polishProcess];
      charges.push(chargeYuan(`${label.en} × ${count}`, `${label.zh} × ${count}`, polish * count));
    }
    if (spec.nanoTreatment && nano > 0)
      charges.push(chargeYuan(`Nano coating × ${count}`, `纳米涂层 × ${count}`, nano * count));
    const mark = book.mark[spec.markRequirement];
    if (mark > 0) {
      const label = optionLabels.markRequirement[spec.markRequirement];
      charges.push(
        chargeYuan(`MARK points ${label.en.toLowerCase()} × ${count}`, `MARK点${label.zh} × ${count}`, mark * count),
      );
    }
    return charges.length > 0 ? charges : chargeNothing();
  },
};

const priceTax = createTaxStep<StencilContext, StencilLine>('tax', ['stencilFee', 'processFee'], [], (context) => {
  const invoice = optionLabels.invoiceType[context.spec.invoiceType];
  const percent = context.taxPercent;
  return { percent, label: `${invoice.en} ${percent} %`, labelZh: `${invoice.zh} ${percent}%` };
});

/** The stencil pricing chain of docs/pricing.md §3. */
export const stencilPricingSteps: readonly StencilStep[] = [priceStencilFee, priceProcessFee, priceTax];

/** Prices a stencil spec (docs/pricing.md §3); `now` decides same-day shipping (before 17:00 China time). */
export function quoteStencil(input: StencilSpecInput, priceBook: PriceBook, now: Date): QuoteResult<StencilLine> {
  const spec = normalizeStencilSpec(input);
  const book = priceBook.stencil;
  const errors = validateStencilSpec(spec, book);
  const size = book.sizes.find((row) => row.size === spec.size);
  if (errors.length > 0 || !size) return { ok: false, errors };
  const context: StencilContext = {
    spec,
    book,
    taxPercent: priceBook.taxPercent[spec.invoiceType],
    framed: size.framed,
    nano: size.nanoTreatment,
  };
  const draft = runPricingSteps(context, stencilLines, stencilPricingSteps, []);
  const { lines, items } = convertDraftToYuan(draft);
  const [length = 0, width = 0] = spec.size.split('x').map(Number);
  return {
    ok: true,
    quote: {
      mode: 'sample',
      areaM2: Math.round(length * width * spec.number) / 1_000_000,
      lines,
      items,
      leadTime: findStencilLeadTime(priceBook, now),
      needsReview: false,
      reviewReasons: [],
      warnings: [
        {
          code: 'stencilKept',
          params: { months: book.keptMonths },
          label: `Stencils are kept for ${book.keptMonths} months.`,
          labelZh: `钢网保留${book.keptMonths}个月。`,
        },
      ],
      ignored: [],
      priceBookVersion: priceBook.version,
    },
    linesFen: draft.linesFen,
    // The items' whole fen, in the answer's order (an order stores its lines in fen, never from the yuan answer).
    itemsFen: draft.items.map((item) => item.amountFen),
  };
}

/** Validates a stencil spec: options, size of the price book, thickness set, count, PCB order number. */
export function validateStencilSpec(spec: StencilSpec, book: StencilPriceBook): PricingIssue[] {
  const errors: PricingIssue[] = [];
  checkOption(errors, 'type', spec.type, stencilTypes);
  checkOption(
    errors,
    'size',
    spec.size,
    book.sizes.map((row) => row.size),
  );
  checkOption(errors, 'productionMethod', spec.productionMethod, productionMethods);
  checkOption(errors, 'polishProcess', spec.polishProcess, polishProcesses);
  checkOption(errors, 'markRequirement', spec.markRequirement, markRequirements);
  checkOption(errors, 'usage', spec.usage, stencilUsages);
  checkNumberOption(errors, 'thickness', spec.thickness, book.thicknessesMm, 'mm');
  checkIntegerMin(errors, 'number', spec.number, 1, 'pcs');
  checkOption(errors, 'invoiceType', spec.invoiceType, invoiceTypes);
  checkPcbOrderNo(errors, spec.hasPcbOrder, spec.pcbOrderNo);
  return errors;
}

/** Finds when a stencil ships: within 4 hours when ordered on a working day before 17:00 China time, else the next working day. */
export function findStencilLeadTime(priceBook: PriceBook, now: Date): LeadTime {
  const calendar = priceBook.calendar;
  const book = priceBook.stencil;
  const today = toLocalDay(now, calendar);
  if (isWorkingDay(today, calendar) && getLocalHour(now, calendar) < book.sameDayCutoffHour) {
    return { unit: 'hours', value: book.shipWithinHours, shipDate: formatLocalDay(today) };
  }
  return { unit: 'days', value: 1, shipDate: formatLocalDay(addWorkingDays(today, 1, calendar)) };
}
