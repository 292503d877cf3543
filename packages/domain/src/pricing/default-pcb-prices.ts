import type { ModeCharge, PriceBook } from './price-book-shape.ts';

const free: ModeCharge = { sample: 0, batchPerM2: 0, batchMin: 0 };
const maskColour: ModeCharge = { sample: 20, batchPerM2: 20, batchMin: 20 };

/** The rigid and flexible boards' section of the default price book (docs/pricing.md, in yuan). */
export const defaultPcbPrices: PriceBook['pcb'] = {
  sampleMaxAreaM2: 1,
  sampleMaxQuantity: 50,
  areaTierFromM2: [0, 5, 20, 100],
  boardRates: {
    FR4: {
      sample: [
        { layers: 1, min: 30, ratePerM2: 500 },
        { layers: 2, min: 30, ratePerM2: 600 },
        { layers: 4, min: 100, ratePerM2: 1400 },
        { layers: 6, min: 800, ratePerM2: 2600 },
        { layers: 8, min: 1400, ratePerM2: 3600 },
        { layers: 10, min: 2000, ratePerM2: 4600 },
      ],
      batch: [
        { layers: 1, ratesPerM2: [300, 220, 180, 140] },
        { layers: 2, ratesPerM2: [450, 320, 248, 248] },
        { layers: 4, ratesPerM2: [800, 498, 498, 498] },
        { layers: 6, ratesPerM2: [1300, 950, 900, 900] },
        { layers: 8, ratesPerM2: [1800, 1350, 1300, 1300] },
      ],
      eachTwoMoreLayers: { sampleMin: 400, sampleRatePerM2: 1000, batchRatesPerM2: [450, 450, 450, 450] },
    },
    ALUMINUM: {
      sample: [
        { layers: 1, min: 50, ratePerM2: 800 },
        { layers: 2, min: 150, ratePerM2: 1600 },
      ],
      batch: [
        { layers: 1, ratesPerM2: [600, 450, 380, 350] },
        { layers: 2, ratesPerM2: [1200, 900, 800, 750] },
      ],
    },
    COPPER: {
      sample: [{ layers: 1, min: 300, ratePerM2: 3000 }],
      batch: [{ layers: 1, ratesPerM2: [2500, 2000, 1800, 1800] }],
    },
    FPC: {
      sample: [
        { layers: 1, min: 60, ratePerM2: 1500 },
        { layers: 2, min: 80, ratePerM2: 1800 },
        { layers: 4, min: 600, ratePerM2: 5000 },
      ],
      batch: [
        { layers: 1, ratesPerM2: [900, 720, 720, 720] },
        { layers: 2, ratesPerM2: [1200, 960, 960, 960] },
        { layers: 4, ratesPerM2: [3500, 2800, 2800, 2800] },
      ],
    },
    ROGERS: {
      sample: [
        { layers: 2, min: 600, ratePerM2: 8000 },
        { layers: 4, min: 1500, ratePerM2: 12000 },
      ],
      batch: [
        { layers: 2, ratesPerM2: [6000, 5500, 5500, 5500] },
        { layers: 4, ratesPerM2: [9000, 8500, 8500, 8500] },
      ],
    },
  },
  fr4HbBatch: {
    layers: 2,
    thicknessSplitMm: 1.0,
    ratesUpToSplitPerM2: [380, 260, 170, 170],
    ratesAboveSplitPerM2: [380, 260, 190, 190],
  },
  thicknessSurcharge: { thicknessesMm: [0.4, 2.0], sample: 100, batchPerM2: 60, batchMin: 100 },
  copperOuterSurcharge: { fromOz: 2, sample: 50, batchPerM2: 80, batchMin: 50 },
  tgSurcharge: {
    TG130: free,
    TG150: { sample: 30, batchPerM2: 30, batchMin: 30 },
    TG170: { sample: 60, batchPerM2: 60, batchMin: 60 },
  },
  filmFee: {
    sample: 0,
    batchByLayers: [
      { fromLayers: 1, value: 100 },
      { fromLayers: 4, value: 200 },
      { fromLayers: 6, value: 350 },
      { fromLayers: 8, value: 500 },
    ],
  },
  splicingFeePerExtraDesign: { sample: 30, batch: 50 },
  solderMask: {
    green: free,
    red: maskColour,
    yellow: maskColour,
    blue: maskColour,
    white: maskColour,
    black: maskColour,
    matte_black: { sample: 50, batchPerM2: 50, batchMin: 50 },
  },
  surfaceFinish: {
    hasl_leaded: free,
    hasl_lead_free: { sample: 20, batchPerM2: 30, batchMin: 20 },
    enig: { sample: 100, batchPerM2: 120, batchMin: 100 },
  },
  enigExtraGold: { includedMicroInch: 1, samplePerMicroInch: 50, batchPerM2PerMicroInch: 40 },
  testFee: {
    flyingProbe: { sample: 0, batchPerM2: 40, batchMin: 50 },
    fixtureSample: 0,
    fixtureBatchByLayers: [
      { fromLayers: 1, value: 300 },
      { fromLayers: 4, value: 500 },
      { fromLayers: 6, value: 800 },
    ],
  },
  expedite: {
    standard: { sharePercent: 0, min: 0, hours: null, allowedFor: null },
    '24h': {
      sharePercent: 40,
      min: 50,
      hours: 24,
      allowedFor: { materials: ['FR4'], minLayers: 1, maxLayers: 6, maxAreaM2: 5, isSampleOnly: false },
    },
    '12h': {
      sharePercent: 80,
      min: 150,
      hours: 12,
      allowedFor: { materials: ['FR4'], minLayers: 1, maxLayers: 4, maxAreaM2: null, isSampleOnly: true },
    },
    '8h': {
      sharePercent: 150,
      min: 300,
      hours: 8,
      allowedFor: { materials: ['FR4'], minLayers: 1, maxLayers: 2, maxAreaM2: null, isSampleOnly: true },
    },
  },
  specialProcess: {
    impedance: { sample: 100, batchPerM2: 50, batchMin: 100 },
    blindBuriedVia: { fee: 800, minLayers: 4 },
    hdi: { samplePerOrder: 600, batchPerM2PerOrder: 300, batchMinPerOrder: 600 },
    goldFingers: { sample: 80, batchPerM2: 50, batchMin: 80 },
    castellatedHoles: { sample: 80, batchPerM2: 40, batchMin: 80 },
    edgePlating: { sample: 150, batchPerM2: 80, batchMin: 150 },
  },
  otherFees: {
    ulMark: 10,
    dateCode: 10,
    orderNumberMark: { default: 0, specified_position: 10, none: 30 },
    productionDraftConfirm: { sample: 10, batch: 30 },
  },
  discount: { fromAreaM2: 10, percentOfBoardFee: 10 },
  leadTime: {
    sampleDaysByLayers: [
      { fromLayers: 1, value: 2 },
      { fromLayers: 4, value: 3 },
      { fromLayers: 6, value: 4 },
      { fromLayers: 8, value: 6 },
    ],
    batchDaysByLayers: [
      { fromLayers: 1, value: 5 },
      { fromLayers: 4, value: 6 },
      { fromLayers: 6, value: 8 },
      { fromLayers: 8, value: 10 },
    ],
    extraDaysByMaterial: { FR4: 0, FR4_HB: 0, ALUMINUM: 1, COPPER: 1, FPC: 2, ROGERS: 3 },
  },
  capability: {
    boardMinMm: 5,
    boardMaxShortSideMm: 600,
    boardMaxLongSideMm: 1200,
    minLayers: 1,
    maxLayers: 30,
    evenLayersAbove: 2,
    layersByMaterial: { FPC: [1, 2, 4], ALUMINUM: [1, 2], COPPER: [1], ROGERS: [2, 4] },
    standardThicknessMm: [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0],
    specialThickness: [
      { fromMm: 0.1, toMm: 0.3, pricedAsMm: 0.4 },
      { fromMm: 2.4, toMm: 5.0, pricedAsMm: 2.0 },
    ],
    specialThicknessStepMm: 0.1,
    thicknessReviewBelowMm: 0.4,
    thicknessReviewAboveMm: 2.4,
    fpcThicknessMm: [0.1, 0.12, 0.15, 0.2, 0.25, 0.3],
    copperOuterOz: { min: 1, max: 8 },
    copperInnerOz: { min: 0.5, max: 6 },
    copperReviewAboveOz: 2,
    minTraceMil: 3,
    minTraceByCopper: [
      { maxCopperOz: 0.5, minTraceMil: 3 },
      { maxCopperOz: 1, minTraceMil: 4 },
      { maxCopperOz: 2, minTraceMil: 6 },
    ],
    hdiOrder: { min: 1, max: 5 },
    goldThicknessMicroInch: { min: 1, max: 3 },
    vCutMaxLines: 100,
    tolerance: { thicknessSplitMm: 1.0, belowSplitMm: 0.1, fromSplitPercent: 10, outlineMm: 0.2 },
  },
  // BoardForge's own figures (docs/pricing.md has none): docs/pricing-fpc.md gives the reasons.
  fpc: {
    polyimideThicknessUm: [
      { um: 12.5, charge: { sample: 30, batchPerM2: 60, batchMin: 30 } },
      { um: 25, charge: free },
      { um: 50, charge: { sample: 50, batchPerM2: 100, batchMin: 50 } },
    ],
    coverlay: {
      yellow: free,
      black: { sample: 40, batchPerM2: 60, batchMin: 40 },
      white: { sample: 40, batchPerM2: 60, batchMin: 40 },
    },
    adhesive: { with_adhesive: free, adhesiveless: { sample: 80, batchPerM2: 150, batchMin: 80 } },
    stiffener: {
      pi: {
        thicknessesMm: [0.1, 0.15, 0.2, 0.25],
        defaultMm: 0.2,
        charge: { sample: 50, batchPerM2: 100, batchMin: 50 },
      },
      fr4: {
        thicknessesMm: [0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.6],
        defaultMm: 0.4,
        charge: { sample: 60, batchPerM2: 120, batchMin: 60 },
      },
      steel: {
        thicknessesMm: [0.1, 0.2, 0.3],
        defaultMm: 0.2,
        charge: { sample: 120, batchPerM2: 250, batchMin: 120 },
      },
    },
  },
  formOptions: {
    copperOuterOz: [1, 2, 3, 4, 5, 6, 7, 8],
    copperInnerOz: [0.5, 1, 1.5, 2, 3, 4, 5, 6],
    minTraceMil: [3, 4, 5, 6, 8],
    minHoleMm: [0.15, 0.2, 0.25, 0.3, 0.4],
    designDocuments: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  },
};
