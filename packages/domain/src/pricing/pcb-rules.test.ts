import { describe, expect, it } from 'vitest';
import { quotePcb } from './pcb.ts';
import type { PcbSpecInput } from './pcb-spec.ts';
import { defaultPriceBook } from './price-book.ts';

const now = new Date('2026-11-20T02:00:00Z'); // Friday 10:00 China time
const sample: PcbSpecInput = { layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 }; // 0.05 m²
const batch20: PcbSpecInput = { ...sample, boardNumber: 2000 }; // 20 m²
const batchSmall: PcbSpecInput = { ...sample, boardLength: 10, boardWidth: 10, boardNumber: 100 }; // 0.01 m², batch

function priceLines(spec: PcbSpecInput) {
  const result = quotePcb(spec, defaultPriceBook, now);
  if (!result.ok) throw new Error(`not priced: ${JSON.stringify(result.errors)}`);
  return result.quote;
}

// One row per charge of docs/pricing.md §1.1–§1.2: the spec and the lines it must give.
const chargeCases: { name: string; spec: PcbSpecInput; lines: Record<string, number> }[] = [
  { name: 'thickness 0.4 sample +100', spec: { ...sample, thickness: 0.4 }, lines: { boardFee: 130 } },
  { name: 'thickness 2.0 batch +60/m²', spec: { ...batch20, thickness: 2.0 }, lines: { boardFee: 4960 + 1200 } },
  { name: 'thickness 2.0 batch minimum 100', spec: { ...batchSmall, thickness: 2.0 }, lines: { boardFee: 30 + 100 } },
  { name: 'thickness 1.6 has no surcharge', spec: { ...sample, thickness: 1.6 }, lines: { boardFee: 30 } },
  { name: 'special 0.3 priced as 0.4', spec: { ...sample, thickness: 0.3 }, lines: { boardFee: 130 } },
  { name: 'special 3.2 priced as 2.0', spec: { ...sample, thickness: 3.2 }, lines: { boardFee: 130 } },
  { name: 'copper outer 2 oz sample +50', spec: { ...sample, copperOuter: 2 }, lines: { boardFee: 80 } },
  { name: 'copper outer 2 oz batch +80/m²', spec: { ...batch20, copperOuter: 2 }, lines: { boardFee: 4960 + 1600 } },
  { name: 'copper outer 2 oz batch minimum 50', spec: { ...batchSmall, copperOuter: 2 }, lines: { boardFee: 80 } },
  { name: 'TG150 sample +30', spec: { ...sample, tg: 'TG150' }, lines: { boardFee: 60 } },
  { name: 'TG170 sample +60', spec: { ...sample, tg: 'TG170' }, lines: { boardFee: 90 } },
  { name: 'TG170 batch +60/m²', spec: { ...batch20, tg: 'TG170' }, lines: { boardFee: 4960 + 1200 } },
  { name: 'TG150 batch minimum 30', spec: { ...batchSmall, tg: 'TG150' }, lines: { boardFee: 60 } },
  { name: 'film: samples free', spec: sample, lines: { filmFee: 0 } },
  { name: 'film: batch 1 layer 100', spec: { ...batch20, layers: 1 }, lines: { filmFee: 100 } },
  { name: 'film: batch 4 layers 200', spec: { ...batch20, layers: 4 }, lines: { filmFee: 200 } },
  { name: 'film: batch 6 layers 350', spec: { ...batch20, layers: 6 }, lines: { filmFee: 350 } },
  { name: 'film: batch 8 layers 500', spec: { ...batch20, layers: 8 }, lines: { filmFee: 500 } },
  { name: 'film: batch 14 layers 500', spec: { ...batch20, layers: 14 }, lines: { filmFee: 500 } },
  { name: 'splicing: sample 3 designs', spec: { ...sample, designDocuments: 3 }, lines: { splicingFee: 60 } },
  { name: 'splicing: batch 3 designs', spec: { ...batch20, designDocuments: 3 }, lines: { splicingFee: 100 } },
  { name: 'colour: red sample +20', spec: { ...sample, solderMask: 'red' }, lines: { colorCost: 20 } },
  { name: 'colour: white sample +20', spec: { ...sample, solderMask: 'white' }, lines: { colorCost: 20 } },
  { name: 'colour: matte black sample +50', spec: { ...sample, solderMask: 'matte_black' }, lines: { colorCost: 50 } },
  { name: 'colour: blue batch 20/m²', spec: { ...batch20, solderMask: 'blue' }, lines: { colorCost: 400 } },
  { name: 'colour: black batch minimum 20', spec: { ...batchSmall, solderMask: 'black' }, lines: { colorCost: 20 } },
  {
    name: 'colour: matte black batch 50/m²',
    spec: { ...batch20, solderMask: 'matte_black' },
    lines: { colorCost: 1000 },
  },
  { name: 'colour: green free', spec: { ...batch20, solderMask: 'green' }, lines: { colorCost: 0 } },
  { name: 'finish: leaded free', spec: { ...batch20, surfaceFinish: 'hasl_leaded' }, lines: { sprayPlatingFee: 0 } },
  {
    name: 'finish: lead-free batch 30/m²',
    spec: { ...batch20, surfaceFinish: 'hasl_lead_free' },
    lines: { sprayPlatingFee: 600 },
  },
  {
    name: 'finish: lead-free batch minimum 20',
    spec: { ...batchSmall, surfaceFinish: 'hasl_lead_free' },
    lines: { sprayPlatingFee: 20 },
  },
  {
    name: 'finish: enig 3 µ" sample',
    spec: { ...sample, surfaceFinish: 'enig', goldThickness: 3 },
    lines: { sprayPlatingFee: 200 },
  },
  {
    name: 'finish: enig 2 µ" batch',
    spec: { ...batch20, surfaceFinish: 'enig', goldThickness: 2 },
    lines: { sprayPlatingFee: 2400 + 800 },
  },
  {
    name: 'finish: enig batch minimum 100',
    spec: { ...batchSmall, surfaceFinish: 'enig' },
    lines: { sprayPlatingFee: 100 },
  },
  { name: 'test: samples free with fixture', spec: { ...sample, testMethod: 'fixture' }, lines: { testFee: 0 } },
  { name: 'test: flying probe batch minimum 50', spec: batchSmall, lines: { testFee: 50 } },
  { name: 'test: fixture 2 layers 300', spec: { ...batch20, testMethod: 'fixture' }, lines: { testFee: 300 } },
  {
    name: 'test: fixture 4 layers 500',
    spec: { ...batch20, layers: 4, testMethod: 'fixture' },
    lines: { testFee: 500 },
  },
  {
    name: 'test: fixture 6 layers 800',
    spec: { ...batch20, layers: 6, testMethod: 'fixture' },
    lines: { testFee: 800 },
  },
  {
    name: 'test: fixture 10 layers 800',
    spec: { ...batch20, layers: 10, testMethod: 'fixture' },
    lines: { testFee: 800 },
  },
  { name: 'expedite 24h sample minimum 50', spec: { ...sample, delivery: '24h' }, lines: { expediteFee: 50 } },
  {
    name: 'expedite 24h batch 40 % of board fee',
    spec: { ...sample, boardNumber: 400, delivery: '24h' },
    lines: { boardFee: 1800, expediteFee: 720 },
  },
  { name: 'expedite 12h minimum 150', spec: { ...sample, layers: 4, delivery: '12h' }, lines: { expediteFee: 150 } },
  {
    name: 'expedite 12h 80 %',
    spec: { ...sample, boardNumber: 50, boardLength: 200, delivery: '12h' },
    lines: { boardFee: 600, expediteFee: 480 },
  },
  { name: 'expedite 8h minimum 300', spec: { ...sample, delivery: '8h' }, lines: { expediteFee: 300 } },
  {
    name: 'expedite 8h 150 %',
    spec: { ...sample, boardNumber: 50, boardLength: 200, delivery: '8h' },
    lines: { boardFee: 600, expediteFee: 900 },
  },
  {
    name: 'impedance sample 100',
    spec: { ...sample, specialProcesses: ['impedance'] },
    lines: { specialProcessFee: 100 },
  },
  {
    name: 'impedance batch 50/m²',
    spec: { ...batch20, specialProcesses: ['impedance'] },
    lines: { specialProcessFee: 1000 },
  },
  {
    name: 'impedance batch minimum 100',
    spec: { ...batchSmall, specialProcesses: ['impedance'] },
    lines: { specialProcessFee: 100 },
  },
  {
    name: 'blind/buried vias 800',
    spec: { ...sample, layers: 4, specialProcesses: ['blind_buried_via'] },
    lines: { specialProcessFee: 800 },
  },
  {
    name: 'HDI order 2 sample 1200',
    spec: { ...sample, layers: 4, specialProcesses: ['hdi'], hdiOrder: 2 },
    lines: { specialProcessFee: 1200 },
  },
  {
    name: 'HDI order 2 batch 600/m²',
    spec: { ...batch20, layers: 4, specialProcesses: ['hdi'], hdiOrder: 2 },
    lines: { specialProcessFee: 12000 },
  },
  {
    name: 'HDI order 3 batch minimum 1800',
    spec: { ...batchSmall, layers: 4, specialProcesses: ['hdi'], hdiOrder: 3 },
    lines: { specialProcessFee: 1800 },
  },
  {
    name: 'gold fingers sample 80',
    spec: { ...sample, specialProcesses: ['gold_fingers'] },
    lines: { specialProcessFee: 80 },
  },
  {
    name: 'gold fingers batch 50/m²',
    spec: { ...batch20, specialProcesses: ['gold_fingers'] },
    lines: { specialProcessFee: 1000 },
  },
  {
    name: 'castellated sample 80',
    spec: { ...sample, specialProcesses: ['castellated_holes'] },
    lines: { specialProcessFee: 80 },
  },
  {
    name: 'castellated batch 40/m²',
    spec: { ...batch20, specialProcesses: ['castellated_holes'] },
    lines: { specialProcessFee: 800 },
  },
  {
    name: 'edge plating sample 150',
    spec: { ...sample, specialProcesses: ['edge_plating'] },
    lines: { specialProcessFee: 150 },
  },
  {
    name: 'edge plating batch 80/m²',
    spec: { ...batch20, specialProcesses: ['edge_plating'] },
    lines: { specialProcessFee: 1600 },
  },
  {
    name: 'several processes add up',
    spec: { ...sample, specialProcesses: ['impedance', 'gold_fingers', 'impedance'] },
    lines: { specialProcessFee: 180 },
  },
  { name: 'UL mark 10', spec: { ...sample, ulMark: true }, lines: { otherFees: 10 } },
  { name: 'date code 10', spec: { ...sample, dateCode: true }, lines: { otherFees: 10 } },
  {
    name: 'order number specified position 10',
    spec: { ...sample, orderNumberMark: 'specified_position' },
    lines: { otherFees: 10 },
  },
  { name: 'order number none 30', spec: { ...sample, orderNumberMark: 'none' }, lines: { otherFees: 30 } },
  { name: 'production draft sample 10', spec: { ...sample, productionDraftConfirm: true }, lines: { otherFees: 10 } },
  { name: 'production draft batch 30', spec: { ...batch20, productionDraftConfirm: true }, lines: { otherFees: 30 } },
  {
    name: 'discount from 10 m²',
    spec: { ...sample, boardNumber: 1000 },
    lines: { boardFee: 3200, discount: 320, total: 2880 + 100 + 400 },
  },
  { name: 'no discount below 10 m²', spec: { ...sample, boardNumber: 999 }, lines: { boardFee: 3196.8, discount: 0 } },
  { name: 'tax ordinary 6 %', spec: { ...batch20, invoiceType: 'ordinary' }, lines: { tax: 321.84, total: 5685.84 } },
  {
    name: 'tax special 13 % after discount',
    spec: { ...batch20, invoiceType: 'special' },
    lines: { tax: 697.32, total: 6061.32 },
  },
  { name: 'tier < 5 m²: 450/m²', spec: { ...sample, boardNumber: 499 }, lines: { boardFee: 2245.5 } },
  { name: 'tier 5–<20: 320/m²', spec: { ...sample, boardNumber: 500 }, lines: { boardFee: 1600 } },
  {
    name: 'tier ≥ 100 m²: 1 layer 140/m²',
    spec: { ...sample, layers: 1, boardNumber: 10_000 },
    lines: { boardFee: 14_000 },
  },
  {
    name: 'batch under the sample minimum',
    spec: { ...sample, boardLength: 10, boardWidth: 10, boardNumber: 100 },
    lines: { boardFee: 30, filmFee: 100, testFee: 50 },
  },
  { name: '12 layers sample: 2000 + 400', spec: { ...sample, layers: 12 }, lines: { boardFee: 2400 } },
  { name: '30 layers sample: 2000 + 10 × 400', spec: { ...sample, layers: 30 }, lines: { boardFee: 6000 } },
  {
    name: '12 layers sample rate 5600/m²',
    spec: { ...sample, layers: 12, boardLength: 200, boardWidth: 250, boardNumber: 20 },
    lines: { boardFee: 5600 },
  },
  { name: '10 layers batch: 1800 + 450', spec: { ...sample, layers: 10, boardNumber: 100 }, lines: { boardFee: 2250 } },
  {
    name: '12 layers batch ≥ 100 m²: 1300 + 2 × 450',
    spec: { ...sample, layers: 12, boardNumber: 10_000 },
    lines: { boardFee: 220_000 },
  },
  {
    name: 'FR4_HB 2 layers ≤ 1.0 mm: 170/m²',
    spec: { ...batch20, material: 'FR4_HB', thickness: 1.0 },
    lines: { boardFee: 3400 },
  },
  {
    name: 'FR4_HB 2 layers > 1.0 mm: 190/m²',
    spec: { ...batch20, material: 'FR4_HB', thickness: 1.6 },
    lines: { boardFee: 3800 },
  },
  {
    name: 'FR4_HB < 5 m²: 380/m²',
    spec: { ...sample, material: 'FR4_HB', boardNumber: 100 },
    lines: { boardFee: 380 },
  },
  { name: 'FR4_HB sample as FR4', spec: { ...sample, material: 'FR4_HB' }, lines: { boardFee: 30 } },
  {
    name: 'aluminium 1 layer sample 50',
    spec: { ...sample, material: 'ALUMINUM', layers: 1 },
    lines: { boardFee: 50 },
  },
  { name: 'aluminium 2 layers batch 20 m²', spec: { ...batch20, material: 'ALUMINUM' }, lines: { boardFee: 16_000 } },
  { name: 'copper base sample 300', spec: { ...sample, material: 'COPPER', layers: 1 }, lines: { boardFee: 300 } },
  {
    name: 'FPC 2 layers sample 1800/m² over the minimum',
    spec: { ...sample, material: 'FPC' },
    lines: { boardFee: 90 },
  },
  { name: 'FPC 4 layers batch ≥ 5 m²', spec: { ...batch20, material: 'FPC', layers: 4 }, lines: { boardFee: 56_000 } },
  {
    name: 'FPC thickness has no surcharge',
    spec: { ...sample, material: 'FPC', thickness: 0.1 },
    lines: { boardFee: 90 },
  },
  {
    name: 'FPC finish defaults to ENIG 1 µ" (sample +100)',
    spec: { ...sample, material: 'FPC' },
    lines: { boardFee: 90, sprayPlatingFee: 100, total: 190 },
  },
  { name: 'Rogers 2 layers sample 600', spec: { ...sample, material: 'ROGERS' }, lines: { boardFee: 600 } },
  {
    name: 'Rogers 4 layers batch 20 m²',
    spec: { ...batch20, material: 'ROGERS', layers: 4 },
    lines: { boardFee: 170_000 },
  },
];

describe('PCB charges (pricing.md §1.1–§1.2)', () => {
  it.each(chargeCases)('$name', ({ spec, lines }) => {
    const quote = priceLines(spec);
    for (const [line, amount] of Object.entries(lines)) expect(quote.lines).toHaveProperty(line, amount);
  });

  it('itemises board-fee surcharges with both languages', () => {
    const quote = priceLines({ ...sample, thickness: 2.0, copperOuter: 2, tg: 'TG150' });
    expect(quote.items.filter((item) => item.line === 'boardFee')).toEqual([
      { line: 'boardFee', label: '2-layer sample board', labelZh: '双面板样板', amount: 30 },
      { line: 'boardFee', label: 'Board thickness 2.0 mm', labelZh: '板厚2.0mm', amount: 100 },
      { line: 'boardFee', label: 'Outer copper 2 oz', labelZh: '外层铜厚2oz', amount: 50 },
      { line: 'boardFee', label: 'TG150 laminate', labelZh: '板材TG150', amount: 30 },
    ]);
  });

  it('says when a special thickness is priced as a standard one', () => {
    const quote = priceLines({ ...sample, thickness: 3.2 });
    expect(quote.items).toContainEqual({
      line: 'boardFee',
      label: 'Board thickness 3.2 mm (priced as 2.0 mm)',
      labelZh: '板厚3.2mm（按2.0mm计价）',
      amount: 100,
    });
  });

  it('names boards of other materials and batches', () => {
    expect(priceLines({ ...sample, material: 'ALUMINUM', layers: 1 }).items[0]).toMatchObject({
      label: 'Aluminium base 1-layer sample board',
      labelZh: '铝基板单面样板',
    });
    expect(priceLines({ ...batch20, layers: 4 }).items[0]).toMatchObject({
      label: '4-layer batch board',
      labelZh: '4层板批量',
    });
  });
});

describe('PCB lead time (pricing.md §1.3)', () => {
  it.each([
    [{ ...sample, layers: 1 }, 2, '2026-11-24'],
    [sample, 2, '2026-11-24'],
    [{ ...sample, layers: 4 }, 3, '2026-11-25'],
    [{ ...sample, layers: 6 }, 4, '2026-11-26'],
    [{ ...sample, layers: 8 }, 6, '2026-11-30'],
    [{ ...sample, layers: 12 }, 6, '2026-11-30'],
    [batch20, 5, '2026-11-27'],
    [{ ...batch20, layers: 4 }, 6, '2026-11-30'],
    [{ ...batch20, layers: 6 }, 8, '2026-12-02'],
    [{ ...batch20, layers: 10 }, 10, '2026-12-04'],
    [{ ...sample, material: 'FPC' }, 4, '2026-11-26'],
    [{ ...sample, material: 'ALUMINUM' }, 3, '2026-11-25'],
    [{ ...sample, material: 'COPPER', layers: 1 }, 3, '2026-11-25'],
    [{ ...sample, material: 'ROGERS' }, 5, '2026-11-27'],
  ] as [PcbSpecInput, number, string][])('%o ships in %i working days on %s', (spec, days, shipDate) => {
    expect(priceLines(spec).leadTime).toEqual({ unit: 'days', value: days, shipDate });
  });

  it.each([
    ['24h', 24, '2026-11-21'],
    ['12h', 12, '2026-11-20'],
    ['8h', 8, '2026-11-20'],
  ] as const)('%s delivery replaces days by %i hours', (delivery, hours, shipDate) => {
    expect(priceLines({ ...sample, delivery }).leadTime).toEqual({ unit: 'hours', value: hours, shipDate });
  });

  it('counts from the China date when UTC is still the day before', () => {
    // Sunday 2026-11-22 23:30 UTC is Monday 07:30 in China: 2 working days → Wednesday.
    const result = quotePcb(sample, defaultPriceBook, new Date('2026-11-22T23:30:00Z'));
    expect(result.ok && result.quote.leadTime.shipDate).toBe('2026-11-25');
  });
});

describe('PCB notes (pricing.md §1.4)', () => {
  it('tips single-sided designs towards double-sided boards', () => {
    expect(priceLines({ ...sample, layers: 1 }).warnings.map((warning) => warning.code)).toContain('singleSidedTip');
    expect(priceLines(sample).warnings.map((warning) => warning.code)).not.toContain('singleSidedTip');
  });

  it('gives ±0.1 mm below 1.0 mm and ±10 % from 1.0 mm, and the outline tolerance', () => {
    const thin = priceLines({ ...sample, thickness: 0.8 }).warnings;
    expect(thin.find((warning) => warning.code === 'thicknessTolerance')?.params).toEqual({
      thickness: 0.8,
      toleranceMm: 0.1,
      tolerancePercent: null,
    });
    const at = priceLines({ ...sample, thickness: 1.0 }).warnings;
    expect(at.find((warning) => warning.code === 'thicknessTolerance')?.params).toEqual({
      thickness: 1,
      toleranceMm: 0.1,
      tolerancePercent: 10,
    });
    const thick = priceLines(sample).warnings;
    expect(thick.find((warning) => warning.code === 'thicknessTolerance')?.params).toMatchObject({ toleranceMm: 0.16 });
    expect(thick.find((warning) => warning.code === 'outlineTolerance')?.params).toEqual({ toleranceMm: 0.2 });
  });

  it('ignores via covering when a Gerber file is given, and says so', () => {
    const withGerber = priceLines({ ...sample, viaCovering: 'open', gerberFileId: 'f-1' });
    expect(withGerber.ignored).toEqual(['viaCovering']);
    expect(withGerber.warnings.map((warning) => warning.code)).toContain('viaCoveringIgnored');
    expect(priceLines({ ...sample, viaCovering: 'open' }).ignored).toEqual([]);
  });

  it('reports the area to the mm²', () => {
    expect(priceLines({ ...sample, boardLength: 5, boardWidth: 5, boardNumber: 1 }).areaM2).toBe(0.000025);
    expect(priceLines({ ...sample, boardLength: 33.3, boardWidth: 33.3, boardNumber: 3 }).areaM2).toBe(0.003327);
  });
});
