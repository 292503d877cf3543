/**
 * Where an order's board spec and its Gerber analysis disagree, and which value contract review goes by: the stricter
 * one (issue 11, point 3). A board larger than ordered, more copper layers or a smaller drilled hole than the form said
 * is what the factory will have to make, so review reads the file's value; a smaller board or fewer layers in the
 * file are reviewed at the ordered value, which was priced.
 */

/** What the Gerber analysis says of the board (millimetres; `minHoleMm` is null when the set has no drill file). */
export interface GerberFacts {
  widthMm: number;
  heightMm: number;
  layers: number;
  minHoleMm: number | null;
}

/** The ordered values the check compares (millimetres). */
export interface OrderedBoard {
  boardLength: number;
  boardWidth: number;
  layers: number;
  minHole: number;
}

export type GerberCheckField = 'boardLength' | 'boardWidth' | 'layers' | 'minHole';

/** One disagreement: the ordered value, the file's value and the one review goes by. */
export interface GerberDisagreement {
  field: GerberCheckField;
  ordered: number;
  gerber: number;
  review: number;
}

/** Sizes closer than this are the same board: the outline stroke alone adds about 0.25 mm (fixtures README). */
export const sizeToleranceMm = 0.5;
/** Hole sizes closer than this are the same hole (drill tables round to 0.01 mm). */
const holeToleranceMm = 0.005;

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Lists the fields where the Gerber disagrees with the ordered board, in form order. The file's sides are matched
 * to the ordered ones by orientation (the longer with the longer), so a board drawn rotated is not a disagreement.
 */
export function findGerberDisagreements(ordered: OrderedBoard, gerber: GerberFacts): GerberDisagreement[] {
  const disagreements: GerberDisagreement[] = [];
  const fileLong = Math.max(gerber.widthMm, gerber.heightMm);
  const fileShort = Math.min(gerber.widthMm, gerber.heightMm);
  const lengthIsLong = ordered.boardLength >= ordered.boardWidth;
  const sides: [GerberCheckField, number, number][] = [
    ['boardLength', ordered.boardLength, lengthIsLong ? fileLong : fileShort],
    ['boardWidth', ordered.boardWidth, lengthIsLong ? fileShort : fileLong],
  ];
  for (const [field, orderedMm, fileMm] of sides) {
    if (Math.abs(orderedMm - fileMm) <= sizeToleranceMm) continue;
    const gerberMm = round2(fileMm);
    disagreements.push({ field, ordered: orderedMm, gerber: gerberMm, review: Math.max(orderedMm, gerberMm) });
  }
  if (gerber.layers > 0 && gerber.layers !== ordered.layers) {
    const review = Math.max(ordered.layers, gerber.layers);
    disagreements.push({ field: 'layers', ordered: ordered.layers, gerber: gerber.layers, review });
  }
  // The form's min hole is the smallest the board may have: larger holes in the file agree with it.
  if (gerber.minHoleMm !== null && gerber.minHoleMm < ordered.minHole - holeToleranceMm) {
    const hole = round2(gerber.minHoleMm);
    disagreements.push({ field: 'minHole', ordered: ordered.minHole, gerber: hole, review: hole });
  }
  return disagreements;
}
