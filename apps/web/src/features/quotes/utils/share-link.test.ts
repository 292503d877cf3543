import { describe, expect, it } from 'vitest';
import { createPcbForm, mapPcbFormToSpec } from './pcb-form.ts';
import { buildSharePath, decodeShareSpec, encodeShareSpec } from './share-link.ts';
import { createSmtForm, mapSmtFormToSpec } from './smt-form.ts';
import { buildFormFromSpec } from './tab-forms.ts';

function encodeRaw(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('share links', () => {
  it('round-trip a PCB spec: the reopened form maps to the same spec', () => {
    const form = {
      ...createPcbForm(),
      layers: 4,
      boardLength: '120.5',
      boardNumber: '30',
      surfaceFinish: 'enig' as const,
      goldThickness: 2,
      specialProcesses: ['impedance' as const],
      delivery: '24h' as const,
      invoiceType: 'special' as const,
    };
    const spec = mapPcbFormToSpec(form).spec as unknown as Record<string, unknown>;
    const decoded = decodeShareSpec('pcb', encodeShareSpec('pcb', spec));
    expect(decoded.ignored).toEqual([]);
    const reopened = buildFormFromSpec('pcb', decoded.spec) as typeof form;
    expect(mapPcbFormToSpec(reopened).spec).toEqual(spec);
  });

  it('leave defaults and the Gerber file id out (compact, and a file belongs to its uploader)', () => {
    const spec = { ...(mapPcbFormToSpec(createPcbForm()).spec as object), gerberFileId: 'abc' };
    const decoded = decodeShareSpec('pcb', encodeShareSpec('pcb', spec));
    expect(decoded.spec).toEqual({ layers: 2, boardLength: 100, boardWidth: 100, boardNumber: 5 });
  });

  it('are URL-safe and carry Chinese text', () => {
    const form = { ...createSmtForm(), otherDemand: '请用无铅锡膏 / 谢谢?+' };
    const spec = mapSmtFormToSpec(form).spec as unknown as Record<string, unknown>;
    const encoded = encodeShareSpec('smt', spec);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeShareSpec('smt', encoded).spec.otherDemand).toBe('请用无铅锡膏 / 谢谢?+');
    expect(buildSharePath('smt', spec)).toMatch(/^\/valuation\?tab=smt&spec=[A-Za-z0-9_-]+$/);
  });

  it('ignore and name invalid or unknown fields, keeping the valid ones', () => {
    const encoded = encodeRaw({ layers: 4, boardLength: -3, solderMask: 'purple', hack: 1, boardNumber: 10 });
    const decoded = decodeShareSpec('pcb', encoded);
    expect(decoded.spec).toEqual({ layers: 4, boardNumber: 10 });
    expect(decoded.ignored.sort()).toEqual(['boardLength', 'hack', 'solderMask']);
  });

  it('keep the FPC tab on FPC and the PCB tab off it', () => {
    expect(decodeShareSpec('fpc', encodeRaw({ material: 'FR4', layers: 2 })).ignored).toEqual(['material']);
    expect(decodeShareSpec('pcb', encodeRaw({ material: 'FPC' })).ignored).toEqual(['material']);
    expect((buildFormFromSpec('fpc', {}) as { material: string }).material).toBe('FPC');
  });

  it('report a link that cannot be read at all', () => {
    expect(decodeShareSpec('pcb', '%%%').isReadable).toBe(false);
    expect(decodeShareSpec('pcb', encodeRaw([1, 2])).isReadable).toBe(false);
    expect(decodeShareSpec('bom', encodeRaw({ sets: 0 })).ignored).toEqual(['sets']);
  });
});
