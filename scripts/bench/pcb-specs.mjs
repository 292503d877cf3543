// Varied PCB specs for the benchmarks: deterministic (seeded), mostly valid, spread over materials, sizes and options.

/** A small seeded pseudo-random generator (mulberry32), so every run measures the same specs. */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, list) => list[Math.floor(random() * list.length)];

/** Builds `count` varied PCB specs (the fields of docs/api.md "Quotes"). */
export function buildPcbSpecs(count, seed = 20261122) {
  const random = createRandom(seed);
  const specs = [];
  for (let index = 0; index < count; index += 1) {
    const material = pick(random, ['FR4', 'FR4', 'FR4', 'FR4_HB', 'ALUMINUM', 'FPC', 'ROGERS']);
    const layersByMaterial = {
      FR4: [1, 2, 2, 4, 4, 6, 8, 10, 12],
      FR4_HB: [1, 2],
      ALUMINUM: [1, 2],
      FPC: [1, 2, 4],
      ROGERS: [2, 4],
    };
    const spec = {
      material,
      layers: pick(random, layersByMaterial[material]),
      boardLength: 20 + Math.round(random() * 380),
      boardWidth: 20 + Math.round(random() * 280),
      boardNumber: pick(random, [5, 10, 20, 50, 100, 500, 2000, 10000]),
      solderMask: pick(random, ['green', 'green', 'red', 'blue', 'black', 'matte_black']),
      surfaceFinish: pick(random, ['hasl_leaded', 'hasl_lead_free', 'enig']),
      testMethod: pick(random, ['flying_probe', 'fixture']),
      invoiceType: pick(random, ['none', 'ordinary', 'special']),
    };
    if (material === 'FPC') spec.thickness = pick(random, [0.1, 0.12, 0.2]);
    else spec.thickness = pick(random, [0.8, 1.0, 1.2, 1.6, 1.6, 2.0, 3.0]);
    if (spec.surfaceFinish === 'enig') spec.goldThickness = pick(random, [1, 2, 3]);
    if (random() < 0.2) spec.specialProcesses = [pick(random, ['impedance', 'gold_fingers', 'castellated_holes'])];
    if (random() < 0.2) spec.delivery = '24h';
    if (random() < 0.1) spec.gerberFileId = `g-${index}`;
    specs.push(spec);
  }
  return specs;
}
