import type { GerberNode, GerberTree, MacroBlock } from '@tracespace/parser';
import { parse as parseWithTracespace } from '@tracespace/parser';
import { buildDataNodes, buildExtendedNodes, positionOf } from './gerber-fast-statements.ts';
import {
  isCoordinateLetter,
  type Point,
  type Position,
  readTokenValue,
  scanCommonToken,
  type Token,
  tokenKinds,
  tokenPattern,
} from './gerber-fast-tokens.ts';

// A fast reader of Gerber (RS-274X) files that gives the same tree as @tracespace/parser, node for node and
// position for position. tracespace's parser re-matches every grammar against every token and copies its state
// for each one, about 1 ms per kB; this one tokenises with the same expression and builds the nodes of the
// common statements directly (operations, tool changes, modes, comments, apertures, formats, attributes).
// Statements it does not build itself (macros, anything unusual) are handed to tracespace's parser in runs,
// between two sentinel comments that prove its grammar state is clean afterwards; if it is not, or the file is
// not plain Gerber (Excellon drills), the whole file goes to tracespace. gerber-fast-paths.test.ts compares both
// parsers on every fixture and hold-out file.

/** Thrown when the file should be read by tracespace as a whole. */
class NotPlainGerber extends Error {}

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
    const nodes = isExtended ? (buildMacroNodes(text, chunk) ?? buildExtendedNodes(chunk)) : buildDataNodes(chunk);
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
/** Characters of macro statements read by one call of tracespace. */
const batchCharacters = 256;

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
  movePositions(moved, sentinel.length, first);
  return moved;
}

/** Moves the positions of nodes parsed from a text whose `prefixLength` first characters stand before `first`. */
function movePositions(nodes: unknown[], prefixLength: number, first: Token): void {
  const shift = (point: Point) => {
    point.offset = point.offset - prefixLength + first.offset;
    if (point.line === 1) {
      point.column = point.column - prefixLength - 1 + first.col;
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
  for (const node of nodes) visit(node);
}

/**
 * An aperture macro `%AMname*…%`, built statement by statement. tracespace matches a statement by matching its
 * grammars again on each new token, so its time grows with the square of the statement's length, and a macro is
 * one statement: a macro of 5 000 primitives took half a minute. Each statement inside a macro ends at a `*`, where
 * tracespace's reading of a macro body starts afresh, so reading the statements one by one gives the same nodes
 * in a time that grows with the macro's length (gerber-limits.ts bounds the length of one statement and of all
 * macros, before anything is read); anything unusual goes back to tracespace as a whole.
 */
function buildMacroNodes(text: string, tokens: Token[]): GerberNode[] | undefined {
  const count = tokens.length;
  const name = tokens[1];
  if (count < 4 || name?.type !== 'GERBER_TOOL_MACRO' || tokens[2]?.type !== 'ASTERISK') return undefined;
  const inner = tokens.slice(1, -1);
  const children: MacroBlock[] = [];
  const prefix = `${sentinel}%${name.text}*`;
  let start = 3;
  while (start < count - 1) {
    // A batch of whole statements, about a line's worth (one call of tracespace per statement costs more).
    let end = start;
    for (;;) {
      while (end < count - 2 && (tokens[end] as Token).type !== 'ASTERISK') end += 1;
      const batchLength = (tokens[end] as Token).offset - (tokens[start] as Token).offset;
      if (end >= count - 2 || batchLength >= batchCharacters) break;
      end += 1;
    }
    const first = tokens[start] as Token;
    const last = tokens[end] as Token;
    const statements = text.slice(first.offset, last.offset + last.text.length);
    const tree = parseWithTracespace(`${prefix}${statements}%`);
    const macro = tree.children[1];
    if (tree.children.length !== 2 || macro?.type !== 'toolMacro') return undefined;
    movePositions(macro.children, prefix.length, first);
    for (const child of macro.children) children.push(child);
    start = end + 1;
  }
  return [{ type: 'toolMacro', position: positionOf(inner), children, name: name.value }];
}
