import type { PcbMaterial } from './options.ts';
import type { BoardRateTable, PcbPriceBook, TierRates } from './price-book-shape.ts';

/** The board-fee figures of one material, layer count and thickness (yuan). */
export interface BoardRates {
  sampleMin: number;
  sampleRatePerM2: number;
  batchRatesPerM2: TierRates;
}

/**
 * Finds the board-fee figures of a board: the row of its layer count, or the last row plus "each 2 more layers"
 * beyond it (FR-4 up to 30 layers); FR4_HB is FR-4 except its own double-sided batch rates, split by thickness.
 */
export function findBoardRates(
  book: PcbPriceBook,
  material: PcbMaterial,
  layers: number,
  thicknessMm: number,
): BoardRates {
  const table = book.boardRates[material === 'FR4_HB' ? 'FR4' : material];
  const sample = findSampleRow(table, layers);
  let batchRatesPerM2 = findBatchRates(table, layers);
  const hb = book.fr4HbBatch;
  if (material === 'FR4_HB' && layers === hb.layers) {
    batchRatesPerM2 = thicknessMm <= hb.thicknessSplitMm + 1e-9 ? hb.ratesUpToSplitPerM2 : hb.ratesAboveSplitPerM2;
  }
  return { sampleMin: sample.min, sampleRatePerM2: sample.ratePerM2, batchRatesPerM2 };
}

function countExtraSteps(lastLayers: number, layers: number): number {
  return Math.max(0, Math.ceil((layers - lastLayers) / 2));
}

function findSampleRow(table: BoardRateTable, layers: number): { min: number; ratePerM2: number } {
  let last = table.sample[0] ?? { layers: 0, min: 0, ratePerM2: 0 };
  for (const row of table.sample) {
    if (row.layers === layers) return row;
    if (row.layers < layers) last = row;
  }
  const more = table.eachTwoMoreLayers;
  if (!more || layers <= last.layers) return last;
  const steps = countExtraSteps(last.layers, layers);
  return { min: last.min + steps * more.sampleMin, ratePerM2: last.ratePerM2 + steps * more.sampleRatePerM2 };
}

function findBatchRates(table: BoardRateTable, layers: number): TierRates {
  let last = table.batch[0] ?? { layers: 0, ratesPerM2: [0, 0, 0, 0] as const };
  for (const row of table.batch) {
    if (row.layers === layers) return row.ratesPerM2;
    if (row.layers < layers) last = row;
  }
  const more = table.eachTwoMoreLayers;
  if (!more || layers <= last.layers) return last.ratesPerM2;
  const steps = countExtraSteps(last.layers, layers);
  const [a, b, c, d] = last.ratesPerM2;
  const [ma, mb, mc, md] = more.batchRatesPerM2;
  return [a + steps * ma, b + steps * mb, c + steps * mc, d + steps * md];
}
