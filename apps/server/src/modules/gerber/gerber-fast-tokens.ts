// The lexer half of gerber-fast-parse.ts: tracespace's token kinds and expression, and a quicker scan of the
// most frequent tokens that gives the same result.

export type Token = { type: string; value: string; text: string; offset: number; line: number; col: number };
export type Point = { line: number; column: number; offset: number };
export type Position = { start: Point; end: Point };

// The token kinds of tracespace's lexer, in its order (the first alternative that matches wins).
export const tokenKinds = [
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
export const tokenPattern = new RegExp(
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
export const isCoordinateLetter = (code: number) => code === 88 || code === 89 || code === 74;

/**
 * The length of the token at `offset` when it is one of the frequent kinds whose match is certain from its
 * first characters, else 0 (the combined expression decides): `*`, `\n`, X/Y/J, a number (digits and dots,
 * or a sign followed by one) and D or G followed by digits (D\d+ and G\d+ come first in the expression).
 */
export function scanCommonToken(text: string, offset: number, code: number): number {
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
export function readTokenValue(kind: string, text: string): string {
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
