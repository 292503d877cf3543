import type { ContentEntryOf } from '@boardforge/contracts/content.ts';

type StoredLine = ContentEntryOf<'laminatedStructure'>['data']['lines'][number];

/** A stack-up line as shown: copper lines numbered L1, L2, … from the top. */
export type StackLine = StoredLine & { layer?: number };

/** Numbers the copper lines of a stack-up from the top (the store keeps only material and thickness). */
export function stackLines(lines: readonly StoredLine[]): StackLine[] {
  let copper = 0;
  return lines.map((line) => {
    if (line.material !== 'copper') return { ...line };
    copper += 1;
    return { ...line, layer: copper };
  });
}
