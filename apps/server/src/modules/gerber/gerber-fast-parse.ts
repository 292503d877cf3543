import type { GerberNode, GerberTree } from '@tracespace/parser';
import { parse as parseWithTracespace } from '@tracespace/parser';

// A fast reader of Gerber (RS-274X) files that gives the same tree as @tracespace/parser, node for node and
// position for position. tracespace's parser re-matches every grammar against every token and copies its state
// for each one, about 1 ms per kB; this one tokenises with the same expression and builds the nodes of the
// common statements directly (operations, tool changes, modes, comments, apertures, formats, attributes).
// Statements it does not build itself (macros, anything unusual) are handed to tracespace's parser in runs,
// between two sentinel comments that prove its grammar state is clean afterwards; if it is not, or the file is
// not plain Gerber (Excellon drills), the whole file goes to tracespace. gerber-fast-paths.test.ts compares both
// parsers on every fixture and hold-out file.

type Token = { type: string; value: string; text: string; offset: number; line: number; col: number };
type Point = { line: number; column: number; offset: number };
type Position = { start: Point; end: Point };

// The token kinds of tracespace's lexer, in its order (the first alternative that matches wins).
const tokenKinds = [
  'T_CODE',
  'G_CODE',
  'M_CODE',
  'D_CODE',
  'ASTERISK',
  'PERCENT',
  'EQUALS',
  'GERBER_FORMAT',
  'GERBER_UNITS',
  'GERBER_TOOL_MACRO',
  'GERBER_TOOL_DEF',
  'GERBER_LOAD_POLARITY',
  'GERBER_STEP_REPEAT',
  'GERBER_MACRO_VARIABLE',
  'SEMICOLON',
  'DRILL_UNITS',
  'DRILL_ZERO_INCLUSION',
  'COORD_CHAR',
  'NUMBER',
  'OPERATOR',
  'COMMA',
  'WORD',
  'WHITESPACE',
  'NEWLINE',
  'CATCHALL',
] as const;
const tokenPattern = new RegExp(
  [
    'T\\d+',
    'G\\d+',
    'M\\d+',
    'D\\d+',
    '\\*',
    '%',
    '=',
    'FS[LTDAI]+',
    'MO(?:IN|MM)',
    'AM[a-zA-Z_.$][\\w.-]*',
    'ADD\\d+[a-zA-Z_.$][\\w.-]*',
    'LP[DC]',
    'SR',
    '\\$\\d+',
    ';',
    '^(?:METRIC|INCH)',
    ',(?:TZ|LZ)',
    '[XYIJACFSBHZN]',
    '[+-]?[\\d.]+',
    'x|\\/|\\+|\\-|\\(|\\)',
    ',',
    '[a-zA-Z]+',
    '[ \\t]+',
    '\\r?\\n',
    '\\S',
  ]
    .map((source) => `(${source})`)
    .join('|'),
  'ym',
);
const stripLeadingZeros = (text: string) => {
  let start = 0;
  while (text.charCodeAt(start) === 48) start += 1;
  return start === 0 ? text : text.slice(start);
};
const codeValue = (text: string) => stripLeadingZeros(text.slice(1)) || '0';

const isDigit = (code: number) => code >= 48 && code <= 57;
const isDigitOrDot = (code: number) => isDigit(code) || code === 46;
// X, Y, J: no alternative before the coordinate letters starts with them (I may start INCH, others words).
const isCoordinateLetter = (code: number) => code === 88 || code === 89 || code === 74;

/**
 * The length of the token at `offset` when it is one of the frequent kinds whose match is certain from its
 * first characters, else 0 (the combined expression decides): `*`, `\n`, X/Y/J, a number (digits and dots,
 * or a sign followed by one) and D or G followed by digits (D\d+ and G\d+ come first in the expression).
 */
function scanCommonToken(text: string, offset: number, code: number): number {
  if (code === 42 || code === 10 || isCoordinateLetter(code)) return 1;
  let end = offset;
  if (code === 68 || code === 71) {
    end += 1;
    while (isDigit(text.charCodeAt(end))) end += 1;
    return end - offset > 1 ? end - offset : 0;
  }
  if (code === 43 || code === 45) end += 1;
  if (!isDigitOrDot(text.charCodeAt(end))) return 0;
  while (isDigitOrDot(text.charCodeAt(end))) end += 1;
  return end - offset;
}

/** The value tracespace's lexer gives a token of a kind. */
function readTokenValue(kind: string, text: string): string {
  switch (kind) {
    case 'T_CODE':
    case 'G_CODE':
    case 'M_CODE':
    case 'D_CODE':
      return codeValue(text);
    case 'GERBER_FORMAT':
    case 'GERBER_UNITS':
    case 'GERBER_TOOL_MACRO':
    case 'GERBER_LOAD_POLARITY':
      return text.slice(2);
    case 'GERBER_TOOL_DEF':
      return stripLeadingZeros(text.slice(3));
    case 'DRILL_ZERO_INCLUSION':
      return text.slice(1);
    default:
      return text;
  }
}

/** Thrown when the file should be read by tracespace as a whole. */
class NotPlainGerber extends Error {}

/** Statements the fast path builds; others are delegated. */
const specialExtendedKinds = new Set([
  'GERBER_TOOL_DEF',
  'GERBER_TOOL_MACRO',
  'GERBER_LOAD_POLARITY',
  'GERBER_STEP_REPEAT',
  'GERBER_FORMAT',
  'GERBER_UNITS',
]);

/**
 * Parses a Gerber or drill file into tracespace's tree: the fast path for plain Gerber, tracespace's own parser
 * otherwise. Throws what tracespace throws for a file it cannot read.
 */
export function parseGerberFast(text: string): GerberTree {
  try {
    return parsePlainGerber(text);
  } catch (error) {
    if (error instanceof NotPlainGerber) return parseWithTracespace(text);
    throw error;
  }
}

function parsePlainGerber(text: string): GerberTree {
  const children: GerberNode[] = [];
  let chunk: Token[] = [];
  let isExtended = false;
  let line = 1;
  let lineStart = 0;
  let delegatedStart: Token | undefined;
  let delegatedEnd = 0;
  const flushDelegated = () => {
    if (!delegatedStart) return;
    children.push(...parseDelegated(text.slice(delegatedStart.offset, delegatedEnd), delegatedStart));
    delegatedStart = undefined;
  };
  const finishChunk = () => {
    const nodes = isExtended ? buildExtendedNodes(chunk) : buildDataNodes(chunk);
    const first = chunk[0] as Token;
    const last = chunk[chunk.length - 1] as Token;
    if (nodes) {
      flushDelegated();
      for (const node of nodes) children.push(node);
    } else {
      if (children.length === 0 && !delegatedStart) throw new NotPlainGerber(); // the file type is decided here
      delegatedStart ??= first;
      delegatedEnd = last.offset + last.text.length;
    }
    chunk = [];
  };

  tokenPattern.lastIndex = 0;
  let offset = 0;
  while (offset < text.length) {
    let kind: string;
    let tokenText: string;
    const code = text.charCodeAt(offset);
    const length = scanCommonToken(text, offset, code);
    if (length > 0) {
      // The most frequent tokens, found without the combined expression (same result: see scanCommonToken).
      kind = code === 42 ? 'ASTERISK' : code === 10 ? 'NEWLINE' : isCoordinateLetter(code) ? 'COORD_CHAR' : 'NUMBER';
      if (code === 68 || code === 71) kind = code === 68 ? 'D_CODE' : 'G_CODE';
      tokenText = text.slice(offset, offset + length);
    } else {
      tokenPattern.lastIndex = offset;
      const match = tokenPattern.exec(text);
      if (!match) throw new NotPlainGerber(); // tracespace's lexer would give an error token
      let group = 1;
      while (match[group] === undefined) group += 1;
      kind = tokenKinds[group - 1] as string;
      tokenText = match[0];
    }
    const token: Token = {
      type: kind,
      value: readTokenValue(kind, tokenText),
      text: tokenText,
      offset,
      line,
      col: offset - lineStart + 1,
    };
    offset += tokenText.length;
    if (kind === 'NEWLINE') {
      line += 1;
      lineStart = offset;
    }
    if (chunk.length === 0) {
      if (kind === 'WHITESPACE' || kind === 'NEWLINE') continue;
      chunk.push(token);
      isExtended = kind === 'PERCENT';
      continue;
    }
    chunk.push(token);
    if (isExtended ? kind === 'PERCENT' : kind === 'ASTERISK') finishChunk();
  }
  // An unfinished data statement (no `*`) makes no node; an unfinished extended one might.
  if (chunk.length > 0 && isExtended) throw new NotPlainGerber();
  flushDelegated();
  if (children.length === 0) throw new NotPlainGerber();
  return { type: 'root', filetype: 'gerber', children } as GerberTree;
}

const sentinel = 'G04*';

/**
 * Parses a run of statements with tracespace between two empty comments: the first fixes the file type and a
 * clean grammar state, the second must come out as its own comment, which proves the run left the state clean
 * (as it is after a statement the fast path built). Positions are moved to where the run is in the file.
 */
function parseDelegated(runText: string, first: Token): GerberNode[] {
  const tree = parseWithTracespace(`${sentinel}${runText}${sentinel}`);
  const nodes = tree.children;
  const head = nodes[0];
  const tail = nodes[nodes.length - 1];
  const isClean =
    tree.filetype === 'gerber' &&
    nodes.length >= 2 &&
    head?.type === 'comment' &&
    head.position?.start.offset === 0 &&
    tail?.type === 'comment' &&
    tail.comment === '' &&
    tail.position?.start.offset === sentinel.length + runText.length;
  if (!isClean) throw new NotPlainGerber();
  const moved = nodes.slice(1, -1);
  const shift = (point: Point) => {
    point.offset = point.offset - sentinel.length + first.offset;
    if (point.line === 1) {
      point.column = point.column - sentinel.length - 1 + first.col;
      point.line = first.line;
    } else {
      point.line = point.line - 1 + first.line;
    }
  };
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as { position?: Position; children?: unknown[] };
    if (record.position) {
      shift(record.position.start);
      if (record.position.end !== record.position.start) shift(record.position.end);
    }
    if (Array.isArray(record.children)) for (const child of record.children) visit(child);
  };
  for (const node of moved) visit(node);
  return moved;
}

/** tracespace's position of tokens: from `head` (default the first) to `length` tokens on, else the last. */
function positionOf(tokens: Token[], head: Token = tokens[0] as Token, length = 0): Position {
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
function buildDataNodes(tokens: Token[]): GerberNode[] | undefined {
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
function buildExtendedNodes(tokens: Token[]): GerberNode[] | undefined {
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
