import { writeStorage } from '../../../lib/safe-storage.ts';
import { applyPcbSpecToForm, createPcbForm } from './pcb-form.ts';
import type { QuoteTab } from './quote-tabs.ts';
import { decodeShareSpec } from './share-link.ts';
import { applySmtSpecToForm, createSmtForm } from './smt-form.ts';
import { applyStencilSpecToForm, createStencilForm } from './stencil-form.ts';

/** The BOM tab's own form: how many sets (the upload keeps its own state). */
export type BomFormState = { sets: string };

/** A new BOM tab form. */
export function createBomForm(): BomFormState {
  return { sets: '10' };
}

/** useSessionState key of a tab's form (stored as `bf.state.<key>` in sessionStorage). */
export function quoteFormStateKey(tab: QuoteTab): string {
  return `quotes.form.${tab}`;
}

/** Builds a tab's form from a checked spec (defaults for what it lacks). */
export function buildFormFromSpec(tab: QuoteTab, spec: Record<string, unknown>): unknown {
  switch (tab) {
    case 'pcb':
      return applyPcbSpecToForm(createPcbForm('FR4'), spec);
    case 'fpc':
      return applyPcbSpecToForm(createPcbForm('FPC'), { ...spec, material: 'FPC' });
    case 'smt':
      return applySmtSpecToForm(createSmtForm(), spec);
    case 'stencil':
      return applyStencilSpecToForm(createStencilForm(), spec);
    case 'bom':
      return { ...createBomForm(), ...(typeof spec.sets === 'number' ? { sets: String(spec.sets) } : {}) };
  }
}

/**
 * Opens a share link: decodes and checks its spec, and stores the form it describes as the tab's session state (so
 * the tab shows exactly that quote, and a reload keeps it). Returns what was ignored.
 */
export function openSharedSpec(tab: QuoteTab, encoded: string): { ignored: string[]; isReadable: boolean } {
  const decoded = decodeShareSpec(tab, encoded);
  if (decoded.isReadable) {
    writeStorage('session', `bf.state.${quoteFormStateKey(tab)}`, JSON.stringify(buildFormFromSpec(tab, decoded.spec)));
  }
  return { ignored: decoded.ignored, isReadable: decoded.isReadable };
}
