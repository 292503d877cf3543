import { describe, expect, it } from 'vitest';
import { findGerberDisagreements, type GerberFacts, type OrderedBoard } from './gerber-checks.ts';

const ordered: OrderedBoard = { boardLength: 100, boardWidth: 80, layers: 2, minHole: 0.3 };
const file = (overrides: Partial<GerberFacts> = {}): GerberFacts => ({
  widthMm: 100,
  heightMm: 80,
  layers: 2,
  minHoleMm: 0.3,
  ...overrides,
});

describe('findGerberDisagreements', () => {
  it.each([
    ['the same board', file(), []],
    ['the same board drawn rotated', file({ widthMm: 80, heightMm: 100 }), []],
    ['a size within the outline stroke (0.5 mm)', file({ widthMm: 100.25, heightMm: 79.6 }), []],
    ['larger holes than the min hole', file({ minHoleMm: 0.45 }), []],
    ['no drill file', file({ minHoleMm: null }), []],
    [
      "glasgow's 0.20 mm hole against a 0.3 mm min hole: reviewed at 0.20",
      file({ minHoleMm: 0.2 }),
      [{ field: 'minHole', ordered: 0.3, gerber: 0.2, review: 0.2 }],
    ],
    [
      'a larger board: reviewed at the file size',
      file({ widthMm: 80.1, heightMm: 120.004 }),
      [{ field: 'boardLength', ordered: 100, gerber: 120, review: 120 }],
    ],
    [
      'a smaller board: reviewed at the ordered (priced) size',
      file({ widthMm: 60, heightMm: 50 }),
      [
        { field: 'boardLength', ordered: 100, gerber: 60, review: 100 },
        { field: 'boardWidth', ordered: 80, gerber: 50, review: 80 },
      ],
    ],
    [
      'four copper layers in the file against two ordered',
      file({ layers: 4 }),
      [{ field: 'layers', ordered: 2, gerber: 4, review: 4 }],
    ],
    ['fewer layers in the file', file({ layers: 1 }), [{ field: 'layers', ordered: 2, gerber: 1, review: 2 }]],
  ])('%s', (_name, gerber, expected) => {
    expect(findGerberDisagreements(ordered, gerber)).toEqual(expected);
  });

  it('matches sides by orientation when the ordered width is the longer side', () => {
    const narrow = { ...ordered, boardLength: 50, boardWidth: 120 };
    expect(findGerberDisagreements(narrow, file({ widthMm: 120, heightMm: 50 }))).toEqual([]);
    expect(findGerberDisagreements(narrow, file({ widthMm: 130, heightMm: 50 }))).toEqual([
      { field: 'boardWidth', ordered: 120, gerber: 130, review: 130 },
    ]);
  });
});
