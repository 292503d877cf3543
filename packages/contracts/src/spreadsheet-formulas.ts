/**
 * The one rule for formulas in spreadsheets (docs/api.md "Formula cells"), shared by the server, which refuses an
 * uploaded BOM or pick-and-place list holding one, and by every sheet the back office writes, which neutralises them.
 *
 * Upload (refuse): a cell is formula injection when its text, after any leading spaces, tabs or line breaks, starts
 * with `=`, or starts with `+`, `-` or `@` and holds a function call (`NAME(`), a DDE link (`|`) or a reference to
 * another sheet or file (`!`); or when a workbook's own formula reaches outside the file (HYPERLINK, WEBSERVICE,
 * RTD, CALL, REGISTER, EXEC, IMPORT…, IMAGE, a DDE link, an external workbook). Values a BOM really holds stay:
 * `-5`, `+5V`, `-40~85℃`, `+86 138 0013 8000`, `-`, a separator line `=====`, and a workbook's SUM or IF.
 *
 * Export (neutralise): every text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading
 * apostrophe (OWASP "CSV injection"): exports carry text no upload rule checked (remarks, names, addresses).
 */

/** A separator line of a report (Altium's "=====…" under its preamble): signs only, nothing a formula could do. */
const separatorLine = /^[=\-_*#~+\s]+$/;
/** A function call (`SUM(`, `_xlfn.WEBSERVICE(`), a DDE link (`cmd|`) or a reference to another sheet or file (`!`). */
const formulaSign = /[A-Za-z_][A-Za-z0-9_.]*\(|[|!]/;
/** Functions of a workbook formula that reach outside the file, open a link or run a program. */
const outwardFunction =
  /(?:^|[^A-Za-z0-9_.])(?:_xlfn\.)?(?:HYPERLINK|WEBSERVICE|RTD|CALL|REGISTER(?:\.ID)?|EXEC|IMPORT[A-Z]*|IMAGE)\s*\(/i;
/** A string literal of a formula ("a|b"): its content is text, not a sign. */
const stringLiteral = /"(?:[^"]|"")*"/g;

/** Tells whether a cell's text would run as a formula with a function call, a DDE link or an outside reference. */
export function isFormulaText(text: string): boolean {
  // Spaces, tabs and line breaks first: a spreadsheet program may skip them before it reads a formula.
  const trimmed = text.trimStart();
  if (trimmed.length < 2 || separatorLine.test(trimmed)) return false;
  const first = trimmed[0];
  if (first === '=') return true;
  return (first === '+' || first === '-' || first === '@') && formulaSign.test(trimmed);
}

/**
 * Tells whether a workbook's own formula (as stored, without its `=`) reaches outside the file: a function of
 * outwardFunction, a DDE link (`cmd|'/C calc'!A0`) or a reference to another workbook (`[1]Sheet1!A1`).
 */
export function isOutwardFormula(formula: string): boolean {
  const withoutStrings = formula.replace(stringLiteral, '""');
  return outwardFunction.test(withoutStrings) || /\||\[\d+\]/.test(withoutStrings);
}

/** Neutralises text for a sheet the system writes: a leading apostrophe before = + - @, a tab or a carriage return. */
export function escapeFormulaText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
