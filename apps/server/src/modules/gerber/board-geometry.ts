import type { ImageTree, PathSegment, SizeEnvelope } from '@tracespace/plotter';
import { BoundingBox } from '@tracespace/plotter';

/** Millimetres per unit of a plotted image. */
export function readMillimetresPerUnit(tree: ImageTree): number {
  return tree.units === 'in' ? 25.4 : 1;
}

/** A box in millimetres, [x1, y1, x2, y2]. */
export type BoxMm = [number, number, number, number];

/** Converts a plotter size envelope to millimetres (undefined when empty). */
export function toBoxMm(box: SizeEnvelope, millimetresPerUnit: number): BoxMm | undefined {
  if (box.length !== 4) return undefined;
  const [x1, y1, x2, y2] = box;
  if (![x1, y1, x2, y2].every(Number.isFinite)) return undefined;
  return [x1 * millimetresPerUnit, y1 * millimetresPerUnit, x2 * millimetresPerUnit, y2 * millimetresPerUnit];
}

/** Joins boxes into the box around all of them. */
export function joinBoxes(boxes: Array<BoxMm | undefined>): BoxMm | undefined {
  let joined: BoxMm | undefined;
  for (const box of boxes) {
    if (!box) continue;
    joined = joined
      ? [
          Math.min(joined[0], box[0]),
          Math.min(joined[1], box[1]),
          Math.max(joined[2], box[2]),
          Math.max(joined[3], box[3]),
        ]
      : [...box];
  }
  return joined;
}

/** The board size of an outline measurement. */
export type OutlineMeasure = { box: BoxMm; isClosed: boolean };

/**
 * Measures a board outline on its centre line: the path segments (lines and arcs) are grouped into
 * connected pieces (end points within `joinToleranceMm`), the piece with the largest box is the
 * board, and pieces touching that box (an outline drawn in several parts or with small gaps,
 * cut-outs inside) are joined to it; far-away pieces (notes, dimension text) are left out.
 */
export function measureOutline(tree: ImageTree, joinToleranceMm = 0.25): OutlineMeasure | undefined {
  const scale = readMillimetresPerUnit(tree);
  const segments: PathSegment[] = [];
  for (const child of tree.children) {
    if (child.type === 'imagePath' || child.type === 'imageRegion') segments.push(...child.segments);
  }
  if (segments.length === 0) return undefined;

  const pieces = groupConnectedSegments(segments, joinToleranceMm / scale);
  const measured = pieces
    .map((piece) => ({ piece, box: toBoxMm(BoundingBox.fromPath(piece.segments, 0), scale) }))
    .filter((entry): entry is { piece: SegmentPiece; box: BoxMm } => entry.box !== undefined);
  if (measured.length === 0) return undefined;
  measured.sort((a, b) => area(b.box) - area(a.box));
  const [largest, ...rest] = measured;
  if (!largest) return undefined;
  let box = largest.box;
  const isClosed = largest.piece.isClosed;
  const margin = Math.max(1, 0.02 * Math.max(box[2] - box[0], box[3] - box[1]));
  let remaining = rest;
  let hasGrown = true;
  while (hasGrown) {
    hasGrown = false;
    const next: typeof remaining = [];
    for (const entry of remaining) {
      if (boxesTouch(box, entry.box, margin)) {
        box = joinBoxes([box, entry.box]) ?? box;
        hasGrown = true;
      } else {
        next.push(entry);
      }
    }
    remaining = next;
  }
  return { box, isClosed };
}

type SegmentPiece = { segments: PathSegment[]; isClosed: boolean };

/** Groups segments whose end points meet (within a tolerance, in file units) into pieces. */
function groupConnectedSegments(segments: PathSegment[], tolerance: number): SegmentPiece[] {
  const parent = segments.map((_segment, index) => index);
  const find = (index: number): number => {
    let root = index;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[index] = root;
    return root;
  };
  const cellSize = Math.max(tolerance, 1e-9);
  const cells = new Map<string, Array<{ x: number; y: number; segment: number }>>();
  const cellOf = (x: number, y: number) => [Math.floor(x / cellSize), Math.floor(y / cellSize)] as const;
  segments.forEach((segment, index) => {
    for (const [x, y] of [segment.start, segment.end]) {
      const [cellX, cellY] = cellOf(x, y);
      const key = `${cellX},${cellY}`;
      const list = cells.get(key) ?? [];
      list.push({ x, y, segment: index });
      cells.set(key, list);
    }
  });
  /** End points of other segments within the tolerance of a point. */
  const countNeighbours = (x: number, y: number, segment: number): number => {
    const [cellX, cellY] = cellOf(x, y);
    let count = 0;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const other of cells.get(`${cellX + dx},${cellY + dy}`) ?? []) {
          if (other.segment === segment || Math.hypot(other.x - x, other.y - y) > tolerance) continue;
          parent[find(segment)] = find(other.segment);
          count += 1;
        }
      }
    }
    return count;
  };
  const openEnds = new Set<number>();
  segments.forEach((segment, index) => {
    const isSelfClosed = Math.hypot(segment.start[0] - segment.end[0], segment.start[1] - segment.end[1]) <= tolerance;
    for (const [x, y] of [segment.start, segment.end]) {
      if (countNeighbours(x, y, index) === 0 && !isSelfClosed) openEnds.add(index);
    }
  });
  const byRoot = new Map<number, SegmentPiece>();
  segments.forEach((segment, index) => {
    const root = find(index);
    const piece = byRoot.get(root) ?? { segments: [], isClosed: true };
    piece.segments.push(segment);
    if (openEnds.has(index)) piece.isClosed = false;
    byRoot.set(root, piece);
  });
  return [...byRoot.values()];
}

function area(box: BoxMm): number {
  return Math.max(box[2] - box[0], 0) * Math.max(box[3] - box[1], 0);
}

function boxesTouch(a: BoxMm, b: BoxMm, margin: number): boolean {
  return b[0] <= a[2] + margin && b[2] >= a[0] - margin && b[1] <= a[3] + margin && b[3] >= a[1] - margin;
}
