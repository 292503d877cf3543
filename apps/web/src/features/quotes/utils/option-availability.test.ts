import { describePricingIssue } from '@boardforge/domain/pricing/issue-messages.ts';
import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { describe, expect, it } from 'vitest';
import {
  listDeliveryAvailability,
  listLayerAvailability,
  listSpecialProcessAvailability,
  sketchPcbMeasure,
  type UnavailableReason,
} from './option-availability.ts';

const book = defaultPriceBook;

function reasonText(reason: UnavailableReason | null, language: 'en' | 'zh-CN' = 'en'): string | null {
  if (!reason) return null;
  return reason.kind === 'issue' ? describePricingIssue(reason.issue, language) : reason.note;
}

function deliveries(layers: number, length: number, width: number, quantity: number, material = 'FR4' as const) {
  const measure = sketchPcbMeasure(length, width, quantity, book);
  return Object.fromEntries(
    listDeliveryAvailability(book, material, layers, measure).map(({ value, reason }) => [value, reasonText(reason)]),
  );
}

describe('disabled options and their reasons', () => {
  it('8h is not available for 4 layers, and says why', () => {
    const options = deliveries(4, 100, 100, 5);
    expect(options.standard).toBeNull();
    expect(options['12h']).toBeNull();
    expect(options['8h']).toBe('8h delivery is available only for FR-4 sample boards of at most 2 layers');
  });

  it('24h only up to 6 layers and 5 m²; 12h and 8h only for samples', () => {
    expect(deliveries(8, 100, 100, 5)['24h']).toContain('at most 6 layers and 5 m²');
    expect(deliveries(2, 100, 100, 600)['24h']).toContain('5 m²');
    const batch = deliveries(2, 100, 100, 100);
    expect(batch['24h']).toBeNull();
    expect(batch['12h']).toContain('sample');
    expect(batch['8h']).toContain('sample');
  });

  it('expedites are for FR-4 only, worded in Chinese too', () => {
    const measure = sketchPcbMeasure(100, 100, 5, book);
    const aluminium = listDeliveryAvailability(book, 'ALUMINUM', 1, measure);
    const reason = aluminium.find((option) => option.value === '24h')?.reason ?? null;
    expect(reasonText(reason, 'zh-CN')).toContain('FR-4');
    expect(reasonText(reason, 'zh-CN')).toContain('24小时加急');
  });

  it('judges only material and layers while the size is unreadable', () => {
    expect(sketchPcbMeasure(undefined, 100, 5, book)).toBeNull();
    const options = listDeliveryAvailability(book, 'FR4', 2, null);
    expect(options.every((option) => option.reason === null)).toBe(true);
  });

  it('blind/buried vias need 4+ layers', () => {
    const two = listSpecialProcessAvailability(book, 2).find((option) => option.value === 'blind_buried_via');
    expect(reasonText(two?.reason ?? null)).toBe('Blind/buried vias need at least 4 layers');
    const four = listSpecialProcessAvailability(book, 4).find((option) => option.value === 'blind_buried_via');
    expect(four?.reason).toBeNull();
  });

  it('layers a material is not made with are disabled with the allowed counts', () => {
    const options = listLayerAvailability(book, 'ALUMINUM', [1, 2, 4]);
    expect(options.map((option) => option.reason === null)).toEqual([true, true, false]);
    expect(reasonText(options[2]?.reason ?? null)).toBe('Aluminium base boards are made with 1 or 2 layers only');
  });
});
