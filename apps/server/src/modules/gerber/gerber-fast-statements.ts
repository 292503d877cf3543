import type { GerberNode } from '@tracespace/parser';
import type { Position, Token } from './gerber-fast-tokens.ts';

// The builder half of gerber-fast-parse.ts: tracespace's nodes for the common statements, built from one
// statement's tokens; undefined hands the statement back to tracespace.

/** Statements the fast path builds; others are delegated. */
const specialExtendedKinds = new Set([
  'GERBER_TOOL_DEF',
  'GERBER_TOOL_MACRO',
  'GERBER_LOAD_POLARITY',
  'GERBER_STEP_REPEAT',
  'GERBER_FORMAT',
  'GERBER_UNITS',
]);

/** tracespace's position of tokens: from `head` (default the first) to `length` tokens on, else the last. */
export function positionOf(tokens: Token[], head: Token = tokens[0] as Token, length = 0): Position {
  const end = (length > 0 ? tokens[tokens.indexOf(head) + length - 1] : tokens[tokens.length - 1]) as Token;
  return {
    start: { line: head.line, column: head.col, offset: head.offset },
    end: { line: end.line, column: end.col, offset: end.offset },
  };
}

/** Coordinates: each number after a coordinate letter, keyed by the letter in lower case. */
function readCoordinates(tokens: Token[]): Record<string, string> {
  const coordinates: Record<string, string> = {};
  for (let index = 1; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const previous = tokens[index - 1] as Token;
    if (token.type === 'NUMBER' && previous.type === 'COORD_CHAR')
      coordinates[previous.value.toLowerCase()] = token.value;
  }
  return coordinates;
}

const interpolateModes: Record<string, string> = {
  '0': 'move',
  '1': 'line',
  '2': 'cwArc',
  '3': 'ccwArc',
  '5': 'drill',
};
const graphicKinds: Record<string, string> = { '1': 'segment', '2': 'move', '3': 'shape' };
const isPlotCode = (token: Token | undefined) =>
  token?.type === 'D_CODE' && (token.value === '1' || token.value === '2' || token.value === '3');
const isInterpolateCode = (token: Token | undefined) =>
  token?.type === 'G_CODE' && (token.value === '1' || token.value === '2' || token.value === '3');

/** An operation (tracespace's "operation" and "operationWithoutCoords"): mode, graphic kind, coordinates. */
function buildOperation(tokens: Token[]): GerberNode[] {
  const dCode = tokens.find((token) => token.type === 'D_CODE');
  const gCode = tokens.find((token) => token.type === 'G_CODE');
  const mode = gCode ? (interpolateModes[gCode.value] ?? null) : null;
  const graphic = {
    type: 'graphic',
    position: positionOf(tokens, mode ? tokens[1] : tokens[0]),
    graphic: dCode ? (graphicKinds[dCode.value] ?? null) : null,
    coordinates: readCoordinates(tokens),
  };
  if (!mode) return [graphic as GerberNode];
  return [
    { type: 'interpolateMode', position: positionOf(tokens, tokens[0], 2), mode } as GerberNode,
    graphic as GerberNode,
  ];
}

/** Nodes of a statement ending in `*`, or undefined to hand it to tracespace. */
export function buildDataNodes(tokens: Token[]): GerberNode[] | undefined {
  const count = tokens.length;
  const first = tokens[0] as Token;
  if (first.type === 'G_CODE' && first.value === '4') {
    const comment = tokens
      .slice(1, -1)
      .map((token) => token.value)
      .join('')
      .trim();
    return [{ type: 'comment', position: positionOf(tokens), comment } as GerberNode];
  }
  if (count === 2) {
    if (first.type === 'G_CODE') {
      if (first.value === '36' || first.value === '37')
        return [{ type: 'regionMode', position: positionOf(tokens), region: first.value === '36' } as GerberNode];
      if (first.value === '74' || first.value === '75') {
        const quadrant = first.value === '74' ? 'single' : 'multi';
        return [{ type: 'quadrantMode', position: positionOf(tokens), quadrant } as GerberNode];
      }
      if (isInterpolateCode(first))
        return [
          { type: 'interpolateMode', position: positionOf(tokens), mode: interpolateModes[first.value] } as GerberNode,
        ];
      return undefined;
    }
    if (first.type === 'M_CODE' && (first.value === '0' || first.value === '2'))
      return [{ type: 'done', position: positionOf(tokens) } as GerberNode];
  }
  let index = 0;
  if (isInterpolateCode(first)) index = 1;
  const afterMode = tokens[index];
  if (index === 0 && first.type === 'G_CODE' && first.value === '54') {
    // G54Dnn*: a tool change whatever the code.
    if (count === 3 && tokens[1]?.type === 'D_CODE') return [toolChange(tokens, tokens[1])];
    return undefined;
  }
  if (afterMode?.type === 'D_CODE') {
    if (isPlotCode(afterMode) && count === index + 2) return buildOperation(tokens);
    if (index === 0 && count === 2) return [toolChange(tokens, afterMode)];
    return undefined;
  }
  // Coordinates: letter-number pairs, 2 to 8 tokens, then an optional D01-D03.
  let pairsEnd = index;
  while (tokens[pairsEnd]?.type === 'COORD_CHAR' && tokens[pairsEnd + 1]?.type === 'NUMBER') pairsEnd += 2;
  const coordinateTokens = pairsEnd - index;
  if (coordinateTokens < 2 || coordinateTokens > 8) return undefined;
  const rest = count - pairsEnd;
  if (rest === 1 || (rest === 2 && isPlotCode(tokens[pairsEnd]))) return buildOperation(tokens);
  return undefined;
}

function toolChange(tokens: Token[], dCode: Token): GerberNode {
  return { type: 'toolChange', position: positionOf(tokens), code: dCode.value } as GerberNode;
}

/** Nodes of an extended command `%…%`, or undefined to hand it to tracespace. */
export function buildExtendedNodes(tokens: Token[]): GerberNode[] | undefined {
  const count = tokens.length;
  if (count < 3 || tokens[count - 2]?.type !== 'ASTERISK') return undefined;
  const second = tokens[1] as Token;
  const inner = tokens.slice(1, -1);
  if (!specialExtendedKinds.has(second.type)) {
    // tracespace's "unimplementedExtendedCommand": one `*`, just before the closing `%`.
    if (second.type === 'NEWLINE' || second.type === 'WHITESPACE') return undefined;
    for (let index = 1; index < count - 2; index += 1)
      if ((tokens[index] as Token).type === 'ASTERISK') return undefined;
    const value = tokens
      .map((token) => token.value)
      .join('')
      .trim();
    return [{ type: 'unimplemented', position: positionOf(inner), value } as GerberNode];
  }
  switch (second.type) {
    case 'GERBER_LOAD_POLARITY':
      if (count !== 4) return undefined;
      return [
        {
          type: 'loadPolarity',
          position: positionOf(inner),
          polarity: second.value === 'D' ? 'dark' : 'clear',
        } as GerberNode,
      ];
    case 'GERBER_UNITS':
      if (count !== 4) return undefined;
      return [{ type: 'units', position: positionOf(inner), units: second.value === 'MM' ? 'mm' : 'in' } as GerberNode];
    case 'GERBER_FORMAT':
      return buildFormat(tokens);
    case 'GERBER_TOOL_DEF':
      return buildToolDefinition(tokens);
    default:
      return undefined; // macros and step-repeat: tracespace
  }
}

/** `%FSLAX24Y24*%`, optionally with `MOMM*` before the closing `%` (Cadence Allegro). */
function buildFormat(tokens: Token[]): GerberNode[] | undefined {
  const kinds = tokens.map((token) => token.type);
  const isCoordinates =
    kinds[2] === 'COORD_CHAR' &&
    tokens[2]?.value === 'X' &&
    kinds[3] === 'NUMBER' &&
    kinds[4] === 'COORD_CHAR' &&
    tokens[4]?.value === 'Y' &&
    kinds[5] === 'NUMBER' &&
    kinds[6] === 'ASTERISK';
  const hasUnits = tokens.length === 10 && kinds[7] === 'GERBER_UNITS' && kinds[8] === 'ASTERISK';
  if (!isCoordinates || !(tokens.length === 8 || hasUnits)) return undefined;
  const format = tokens[1] as Token;
  let zeroSuppression: string | null = null;
  let mode: string | null = null;
  if (format.value.includes('T')) zeroSuppression = 'trailing';
  if (format.value.includes('L')) zeroSuppression = 'leading';
  if (format.value.includes('I')) mode = 'incremental';
  if (format.value.includes('A')) mode = 'absolute';
  const coordinates = readCoordinates(tokens);
  let digits: [number, number] | null = null;
  if (coordinates.x === coordinates.y && coordinates.x?.length === 2) {
    const integer = Number(coordinates.x[0]);
    const decimal = Number(coordinates.x[1]);
    if (integer && decimal) digits = [integer, decimal];
  }
  const nodes: GerberNode[] = [
    {
      type: 'coordinateFormat',
      position: positionOf(tokens.slice(1, 7)),
      zeroSuppression,
      format: digits,
      mode,
    } as GerberNode,
  ];
  if (hasUnits) {
    const units = tokens[7] as Token;
    nodes.push({
      type: 'units',
      position: positionOf(tokens.slice(1, -1), units),
      units: units.value === 'MM' ? 'mm' : 'in',
    } as GerberNode);
  }
  return nodes;
}

/** `%ADD10C,0.5X0.2*%` and the like: tracespace's "toolDefinition", built the same way. */
function buildToolDefinition(tokens: Token[]): GerberNode[] | undefined {
  for (let index = 2; index < tokens.length - 2; index += 1) {
    const token = tokens[index] as Token;
    const isAllowed =
      token.type === 'COMMA' || token.type === 'NUMBER' || (token.type === 'COORD_CHAR' && token.value === 'X');
    if (!isAllowed) return undefined;
  }
  const match = /(\d+)(.+)/.exec((tokens[1] as Token).value);
  const [, code = '', name = ''] = match ?? [];
  const values = tokens
    .slice(3, -2)
    .filter((token) => token.type === 'NUMBER')
    .map((token) => Number(token.value));
  const holeOf = (rest: number[]) => {
    if (rest.length === 1) return { type: 'circle', diameter: rest[0] };
    if (rest.length === 2) return { type: 'rectangle', xSize: rest[0], ySize: rest[1] };
    return null;
  };
  let shape: unknown;
  let hole: unknown = null;
  switch (name) {
    case 'C': {
      const [diameter, ...rest] = values;
      shape = { type: 'circle', diameter };
      hole = holeOf(rest);
      break;
    }
    case 'R':
    case 'O': {
      const [xSize, ySize, ...rest] = values;
      shape = { type: name === 'R' ? 'rectangle' : 'obround', xSize, ySize };
      hole = holeOf(rest);
      break;
    }
    case 'P': {
      const [diameter, vertices, rotation = null, ...rest] = values;
      shape = { type: 'polygon', diameter, vertices, rotation };
      hole = holeOf(rest);
      break;
    }
    default:
      shape = { type: 'macroShape', name, variableValues: values };
  }
  return [{ type: 'toolDefinition', position: positionOf(tokens.slice(1, -1)), code, shape, hole } as GerberNode];
}
