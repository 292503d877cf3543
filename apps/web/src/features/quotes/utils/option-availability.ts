import {
  type PcbDelivery,
  type PcbMaterial,
  pcbDeliveries,
  type QuoteMode,
  type SpecialProcess,
  specialProcesses,
} from '@boardforge/domain/pricing/options.ts';
import type { PriceBook } from '@boardforge/domain/pricing/price-book-shape.ts';
import type { PricingIssue } from '@boardforge/domain/pricing/pricing-rules.ts';

/** Why an option is unavailable: an engine rule (worded by describePricingIssue) or a form note (translated). */
export type UnavailableReason =
  | { kind: 'issue'; issue: PricingIssue }
  | { kind: 'note'; note: 'goldOnlyEnig' | 'innerCopperFromFourLayers' | 'hdiOrderOnlyHdi' };

/** One option and whether it applies to the spec as it stands. */
export type OptionAvailability<V> = { value: V; reason: UnavailableReason | null };

/** Size and mode of the order as typed, when size and quantity are readable numbers. */
export type PcbMeasureSketch = { areaM2: number; mode: QuoteMode };

/** Measures an order like the engine (area = L × W × N / 10⁶; sample ≤ 1 m² and ≤ 50 pcs); null when unreadable. */
export function sketchPcbMeasure(
  length: number | undefined,
  width: number | undefined,
  quantity: number | undefined,
  priceBook: PriceBook,
): PcbMeasureSketch | null {
  if (length === undefined || width === undefined || quantity === undefined) return null;
  if (!(length > 0 && width > 0 && quantity > 0)) return null;
  const areaM2 = (length * width * quantity) / 1_000_000;
  const book = priceBook.pcb;
  const mode = areaM2 <= book.sampleMaxAreaM2 && quantity <= book.sampleMaxQuantity ? 'sample' : 'batch';
  return { areaM2, mode };
}

/** Lists the deliveries and why each expedited one does not apply (docs/pricing.md §1.2 expedite table). */
export function listDeliveryAvailability(
  priceBook: PriceBook,
  material: PcbMaterial,
  layers: number,
  measure: PcbMeasureSketch | null,
): OptionAvailability<PcbDelivery>[] {
  return pcbDeliveries.map((delivery) => {
    const limits = priceBook.pcb.expedite[delivery].allowedFor;
    if (!limits) return { value: delivery, reason: null };
    const isAllowed =
      limits.materials.includes(material) &&
      layers >= limits.minLayers &&
      layers <= limits.maxLayers &&
      (measure === null || limits.maxAreaM2 === null || measure.areaM2 <= limits.maxAreaM2) &&
      (measure === null || !limits.isSampleOnly || measure.mode === 'sample');
    if (isAllowed) return { value: delivery, reason: null };
    const issue: PricingIssue = {
      field: 'delivery',
      rule: 'deliveryNotAllowed',
      params: {
        delivery,
        materials: limits.materials,
        minLayers: limits.minLayers,
        maxLayers: limits.maxLayers,
        maxAreaM2: limits.maxAreaM2,
        isSampleOnly: limits.isSampleOnly,
      },
    };
    return { value: delivery, reason: { kind: 'issue', issue } };
  });
}

/** Lists layer counts and whether the material is made with each (FPC 1, 2, 4; aluminium 1, 2; …). */
export function listLayerAvailability(
  priceBook: PriceBook,
  material: PcbMaterial,
  layerOptions: readonly number[],
): OptionAvailability<number>[] {
  const allowed = priceBook.pcb.capability.layersByMaterial[material];
  return layerOptions.map((layers) => {
    if (!allowed || allowed.includes(layers)) return { value: layers, reason: null };
    const issue: PricingIssue = { field: 'layers', rule: 'layersForMaterial', params: { material, allowed } };
    return { value: layers, reason: { kind: 'issue', issue } };
  });
}

/** Lists the special processes and why one does not apply (blind/buried vias need 4+ layers). */
export function listSpecialProcessAvailability(
  priceBook: PriceBook,
  layers: number,
): OptionAvailability<SpecialProcess>[] {
  const minLayers = priceBook.pcb.specialProcess.blindBuriedVia.minLayers;
  return specialProcesses.map((process) => {
    if (process !== 'blind_buried_via' || layers >= minLayers) return { value: process, reason: null };
    const issue: PricingIssue = {
      field: 'specialProcesses',
      rule: 'processNeedsLayers',
      params: { process, minLayers },
    };
    return { value: process, reason: { kind: 'issue', issue } };
  });
}
