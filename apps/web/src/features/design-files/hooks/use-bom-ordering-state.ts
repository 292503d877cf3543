import { readStorage, writeStorage } from '../../../lib/safe-storage.ts';
import type { BomOrderingState } from '../components/bom-ordering-panel.tsx';

/** The tab-session key (useSessionState's bf.state. prefix) of the BOM ordering state. */
export const bomOrderingStateKey = 'designFiles.bomOrdering';
const storageKey = `bf.state.${bomOrderingStateKey}`;

/** Tells whether a stored value still has the shape the panel needs (an older or damaged entry is dropped). */
function isBomOrderingState(value: unknown): value is BomOrderingState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<BomOrderingState>;
  return (
    typeof state.fileId === 'string' &&
    typeof state.fileName === 'string' &&
    typeof state.sets === 'number' &&
    typeof state.purchaseRemark === 'string' &&
    Array.isArray(state.lines) &&
    Array.isArray(state.columns) &&
    typeof state.mapping === 'object' &&
    state.mapping !== null
  );
}

/** Reads the BOM ordering state of this tab (what Submit Order sends), or null. */
export function readBomOrderingState(): BomOrderingState | null {
  const raw = readStorage('session', storageKey);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isBomOrderingState(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes (or with null forgets) the BOM ordering state of this tab. */
export function writeBomOrderingState(state: BomOrderingState | null): void {
  writeStorage('session', storageKey, state === null ? null : JSON.stringify(state));
}
