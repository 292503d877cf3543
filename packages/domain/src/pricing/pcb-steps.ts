import { convertYuanToFen } from '../money/fen.ts';
import { formatNumber, nameBoard, optionLabels } from './labels.ts';
import type { QuoteMode } from './options.ts';
import { findBoardRates } from './pcb-board-rates.ts';
import type { PcbSpec } from './pcb-spec.ts';
import type { PcbPriceBook } from './price-book-shape.ts';
import {
  type Charge,
  chargeNothing,
  chargeYuan,
  createTaxStep,
  type PricingStep,
  pickByLayers,
  priceModeCharge,
} from './pricing-steps.ts';
import { type PcbLine, pcbLines } from './quote.ts';

/** What every PCB pricing step reads: the normalized, valid spec and its measure. */
export interface PcbContext {
  spec: PcbSpec;
  book: PcbPriceBook;
  taxPercent: number;
  mode: QuoteMode;
  areaM2: number;
  tier: number;
  pricedThicknessMm: number;
}

type PcbStep = PricingStep<PcbContext, PcbLine>;

/** Formats a thickness: one decimal at least (2.0, 1.6, 0.12). */
function formatMm(value: number): string {
  const tenths = value * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-9 ? value.toFixed(1) : formatNumber(value);
}

const priceBoardFee: PcbStep = {
  line: 'boardFee',
  price: ({ spec, book, mode, areaM2, tier, pricedThicknessMm }) => {
    const rates = findBoardRates(book, spec.material, spec.layers, pricedThicknessMm);
    const rate = mode === 'sample' ? rates.sampleRatePerM2 : (rates.batchRatesPerM2[tier] ?? 0);
    const board = nameBoard(spec.material, spec.layers, mode);
    const charges: Charge[] = [chargeYuan(board.en, board.zh, Math.max(rates.sampleMin, areaM2 * rate))];
    const thickness = book.thicknessSurcharge;
    if (spec.material !== 'FPC' && thickness.thicknessesMm.some((mm) => Math.abs(mm - pricedThicknessMm) < 1e-9)) {
      const isSpecial = Math.abs(spec.thickness - pricedThicknessMm) > 1e-9;
      const given = formatMm(spec.thickness);
      const priced = formatMm(pricedThicknessMm);
      charges.push(
        chargeYuan(
          isSpecial ? `Board thickness ${given} mm (priced as ${priced} mm)` : `Board thickness ${given} mm`,
          isSpecial ? `板厚${given}mm（按${priced}mm计价）` : `板厚${given}mm`,
          priceModeCharge(thickness, mode, areaM2),
        ),
      );
    }
    const copper = book.copperOuterSurcharge;
    if (spec.copperOuter >= copper.fromOz) {
      const oz = formatNumber(spec.copperOuter);
      charges.push(chargeYuan(`Outer copper ${oz} oz`, `外层铜厚${oz}oz`, priceModeCharge(copper, mode, areaM2)));
    }
    const tg = priceModeCharge(book.tgSurcharge[spec.tg], mode, areaM2);
    if (tg > 0) charges.push(chargeYuan(`${spec.tg} laminate`, `板材${spec.tg}`, tg));
    if (spec.material === 'FPC') charges.push(...priceFlexibleBase(spec, book, mode, areaM2));
    return charges;
  },
};

/** A flexible board's base: polyimide film thickness and adhesiveless copper-clad, where the book charges them. */
function priceFlexibleBase(spec: PcbSpec, book: PcbPriceBook, mode: QuoteMode, areaM2: number): Charge[] {
  const charges: Charge[] = [];
  const polyimide = book.fpc.polyimideThicknessUm.find((row) => row.um === spec.polyimideThickness);
  const polyimideFee = polyimide ? priceModeCharge(polyimide.charge, mode, areaM2) : 0;
  if (polyimideFee > 0) {
    const um = formatNumber(spec.polyimideThickness);
    charges.push(chargeYuan(`Polyimide base ${um} µm`, `基材PI厚度${um}µm`, polyimideFee));
  }
  const adhesiveFee = priceModeCharge(book.fpc.adhesive[spec.adhesive], mode, areaM2);
  if (adhesiveFee > 0) {
    const label = optionLabels.adhesive[spec.adhesive];
    charges.push(chargeYuan(label.en, label.zh, adhesiveFee));
  }
  return charges;
}

const priceFilmFee: PcbStep = {
  line: 'filmFee',
  price: ({ spec, book, mode }) => {
    const fee = mode === 'sample' ? book.filmFee.sample : pickByLayers(book.filmFee.batchByLayers, spec.layers);
    return fee > 0 ? [chargeYuan('Film fee', '菲林费', fee)] : chargeNothing();
  },
};

const priceSplicingFee: PcbStep = {
  line: 'splicingFee',
  price: ({ spec, book, mode }) => {
    const extra = spec.designDocuments - 1;
    if (extra <= 0) return chargeNothing();
    const perDesign = book.splicingFeePerExtraDesign[mode];
    return [
      chargeYuan(
        `Panelization: ${spec.designDocuments} designs`,
        `拼版费：${spec.designDocuments}款设计`,
        extra * perDesign,
      ),
    ];
  },
};

const priceColorCost: PcbStep = {
  line: 'colorCost',
  price: ({ spec, book, mode, areaM2 }) => {
    const charges: Charge[] = [];
    const fee = priceModeCharge(book.solderMask[spec.solderMask], mode, areaM2);
    const colour = optionLabels.solderMask[spec.solderMask];
    if (fee > 0) charges.push(chargeYuan(`${colour.en} solder mask`, `${colour.zh}阻焊`, fee));
    const coverlayFee = spec.material === 'FPC' ? priceModeCharge(book.fpc.coverlay[spec.coverlay], mode, areaM2) : 0;
    if (coverlayFee > 0) {
      const coverlay = optionLabels.coverlay[spec.coverlay];
      charges.push(chargeYuan(coverlay.en, coverlay.zh, coverlayFee));
    }
    return charges;
  },
};

const priceSprayPlatingFee: PcbStep = {
  line: 'sprayPlatingFee',
  price: ({ spec, book, mode, areaM2 }) => {
    const finish = optionLabels.surfaceFinish[spec.surfaceFinish];
    const fee = priceModeCharge(book.surfaceFinish[spec.surfaceFinish], mode, areaM2);
    const charges: Charge[] = fee > 0 ? [chargeYuan(finish.en, finish.zh, fee)] : [];
    const gold = book.enigExtraGold;
    const extra = spec.goldThickness - gold.includedMicroInch;
    if (spec.surfaceFinish === 'enig' && extra > 0) {
      const perMicroInch = mode === 'sample' ? gold.samplePerMicroInch : gold.batchPerM2PerMicroInch * areaM2;
      charges.push(chargeYuan(`Gold thickness +${extra} µ"`, `沉金厚度加${extra}微英寸`, extra * perMicroInch));
    }
    return charges;
  },
};

const priceTestFee: PcbStep = {
  line: 'testFee',
  price: ({ spec, book, mode, areaM2 }) => {
    const test = book.testFee;
    const label = optionLabels.testMethod[spec.testMethod];
    let fee = 0;
    if (spec.testMethod === 'flying_probe') fee = priceModeCharge(test.flyingProbe, mode, areaM2);
    else fee = mode === 'sample' ? test.fixtureSample : pickByLayers(test.fixtureBatchByLayers, spec.layers);
    return fee > 0 ? [chargeYuan(label.en, label.zh, fee)] : chargeNothing();
  },
};

const priceExpediteFee: PcbStep = {
  line: 'expediteFee',
  price: ({ spec, book }, linesFen) => {
    const rule = book.expedite[spec.delivery];
    if (rule.sharePercent === 0 && rule.min === 0) return chargeNothing();
    const label = optionLabels.delivery[spec.delivery];
    const exactFen = Math.max(convertYuanToFen(rule.min), (linesFen.boardFee * rule.sharePercent) / 100);
    return [{ label: `${label.en} expedite`, labelZh: label.zh, exactFen }];
  },
};

const priceSpecialProcessFee: PcbStep = {
  line: 'specialProcessFee',
  price: ({ spec, book, mode, areaM2 }) => {
    const special = book.specialProcess;
    const labels = optionLabels.specialProcesses;
    const charges: Charge[] = [];
    if (spec.material === 'FPC' && spec.stiffener !== 'none') {
      const rule = book.fpc.stiffener[spec.stiffener];
      const label = optionLabels.stiffener[spec.stiffener];
      const mm = formatNumber(spec.stiffenerThickness ?? rule.defaultMm);
      const fee = priceModeCharge(rule.charge, mode, areaM2);
      if (fee > 0) charges.push(chargeYuan(`${label.en} ${mm} mm`, `${label.zh}${mm}mm`, fee));
    }
    for (const process of spec.specialProcesses) {
      const label = labels[process];
      if (process === 'impedance')
        charges.push(chargeYuan(label.en, label.zh, priceModeCharge(special.impedance, mode, areaM2)));
      if (process === 'blind_buried_via') charges.push(chargeYuan(label.en, label.zh, special.blindBuriedVia.fee));
      if (process === 'hdi') {
        const hdi = special.hdi;
        const n = spec.hdiOrder;
        const fee =
          mode === 'sample'
            ? hdi.samplePerOrder * n
            : Math.max(hdi.batchMinPerOrder * n, hdi.batchPerM2PerOrder * n * areaM2);
        charges.push(chargeYuan(`HDI, laser order ${n}`, `HDI ${n}阶`, fee));
      }
      if (process === 'gold_fingers')
        charges.push(chargeYuan(label.en, label.zh, priceModeCharge(special.goldFingers, mode, areaM2)));
      if (process === 'castellated_holes') {
        charges.push(chargeYuan(label.en, label.zh, priceModeCharge(special.castellatedHoles, mode, areaM2)));
      }
      if (process === 'edge_plating')
        charges.push(chargeYuan(label.en, label.zh, priceModeCharge(special.edgePlating, mode, areaM2)));
    }
    return charges;
  },
};

const priceOtherFees: PcbStep = {
  line: 'otherFees',
  price: ({ spec, book, mode }) => {
    const other = book.otherFees;
    const charges: Charge[] = [];
    if (spec.ulMark && other.ulMark > 0) charges.push(chargeYuan('UL mark', 'UL标记', other.ulMark));
    if (spec.dateCode && other.dateCode > 0) charges.push(chargeYuan('Date code', '周期标记', other.dateCode));
    const mark = other.orderNumberMark[spec.orderNumberMark];
    if (mark > 0) {
      const label = optionLabels.orderNumberMark[spec.orderNumberMark];
      charges.push(chargeYuan(`Order number on board: ${label.en.toLowerCase()}`, `客编(订单号)：${label.zh}`, mark));
    }
    const draft = other.productionDraftConfirm[mode];
    if (spec.productionDraftConfirm && draft > 0)
      charges.push(chargeYuan('Confirm production files', '确认生产稿', draft));
    return charges;
  },
};

const priceDiscount: PcbStep = {
  line: 'discount',
  price: ({ book, areaM2 }, linesFen) => {
    const discount = book.discount;
    if (areaM2 < discount.fromAreaM2 || discount.percentOfBoardFee === 0) return chargeNothing();
    const from = formatNumber(discount.fromAreaM2);
    const percent = formatNumber(discount.percentOfBoardFee);
    return [
      {
        label: `${percent} % off the board fee from ${from} m²`,
        labelZh: `满${from}平方米板费优惠${percent}%`,
        exactFen: (linesFen.boardFee * discount.percentOfBoardFee) / 100,
      },
    ];
  },
};

const feeLines = pcbLines.filter((line) => line !== 'discount' && line !== 'tax');

const priceTax = createTaxStep<PcbContext, PcbLine>('tax', [...feeLines, 'discount'], ['discount'], (context) => {
  const invoice = optionLabels.invoiceType[context.spec.invoiceType];
  return {
    percent: context.taxPercent,
    label: `${invoice.en} ${context.taxPercent} %`,
    labelZh: `${invoice.zh} ${context.taxPercent}%`,
  };
});

/** The PCB pricing chain of docs/pricing.md §1.1–§1.2, in order: each step adds the items of one line. */
export const pcbPricingSteps: readonly PcbStep[] = [
  priceBoardFee,
  priceFilmFee,
  priceSplicingFee,
  priceColorCost,
  priceSprayPlatingFee,
  priceTestFee,
  priceExpediteFee,
  priceSpecialProcessFee,
  priceOtherFees,
  priceDiscount,
  priceTax,
];
