/** Nominal stack-up data for the laminated-structure page (values, not UI text). */
export type StackLayer = { material: 'mask' | 'copper' | 'prepreg' | 'core'; layer?: number; thicknessMm: number };
export type StackUp = { layers: 4 | 6 | 8 | 10; finishedThicknessesMm: number[]; typical: StackLayer[] };

const outerCopperMm = 0.035;
const innerCopperMm = 0.0152;
const prepregMm = 0.1;
const maskMm = 0.02;

/** A symmetric 1.6 mm build: copper/prepreg/core alternating, core thickness making up the rest. */
function buildTypical(layers: number, totalMm = 1.6): StackLayer[] {
  const cores = layers / 2 - 1;
  const prepregs = layers / 2;
  const fixed = 2 * outerCopperMm + (layers - 2) * innerCopperMm + prepregs * prepregMm + 2 * maskMm;
  const coreMm = Math.round(((totalMm - fixed) / cores) * 100) / 100;
  const stack: StackLayer[] = [{ material: 'mask', thicknessMm: maskMm }];
  for (let layer = 1; layer <= layers; layer += 1) {
    const isOuter = layer === 1 || layer === layers;
    stack.push({ material: 'copper', layer, thicknessMm: isOuter ? outerCopperMm : innerCopperMm });
    if (layer < layers)
      stack.push({ material: layer % 2 === 1 ? 'prepreg' : 'core', thicknessMm: layer % 2 === 1 ? prepregMm : coreMm });
  }
  stack.push({ material: 'mask', thicknessMm: maskMm });
  return stack;
}

export const stackUps: StackUp[] = [
  { layers: 4, finishedThicknessesMm: [0.4, 0.6, 0.8, 1.0, 1.2, 1.6, 2.0, 2.4], typical: buildTypical(4) },
  { layers: 6, finishedThicknessesMm: [0.8, 1.0, 1.2, 1.6, 2.0, 2.4], typical: buildTypical(6) },
  { layers: 8, finishedThicknessesMm: [1.0, 1.2, 1.6, 2.0, 2.4], typical: buildTypical(8) },
  { layers: 10, finishedThicknessesMm: [1.2, 1.6, 2.0, 2.4], typical: buildTypical(10) },
];
