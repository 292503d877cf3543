import type { OrderProfile } from '@boardforge/contracts/order-profiles.ts';
import { stencilSpecDefaults } from '@boardforge/domain/pricing/stencil-spec.ts';
import type { TFunction } from 'i18next';

// A stored spec is read as saved (it may predate an option), so each figure is read defensively.
function readNumber(spec: Record<string, unknown>, key: string, fallback: number | string = '—'): number | string {
  const value = spec[key];
  return typeof value === 'number' ? value : fallback;
}

/** One line that tells profiles apart: a board's layers, size and quantity; an assembly's parts; a stencil's size. */
export function summarizeProfile(profile: Pick<OrderProfile, 'tab' | 'spec'>, t: TFunction<'profiles'>): string {
  const { spec } = profile;
  switch (profile.tab) {
    case 'pcb':
    case 'fpc':
      return t('summary.board', {
        layers: readNumber(spec, 'layers'),
        length: readNumber(spec, 'boardLength'),
        width: readNumber(spec, 'boardWidth'),
        count: readNumber(spec, 'boardNumber'),
      });
    case 'smt':
      return t('summary.smt', {
        components: readNumber(spec, 'componentsNumber'),
        boards: readNumber(spec, 'boardsNumber'),
      });
    case 'stencil': {
      const count = readNumber(spec, 'number', stencilSpecDefaults.number);
      const size = typeof spec.size === 'string' ? spec.size : stencilSpecDefaults.size;
      return t('summary.stencil', { size, count });
    }
  }
}
