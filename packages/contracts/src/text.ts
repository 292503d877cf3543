import { z } from 'zod/mini';

/**
 * The one rule for text a caller sends (docs/api.md "Conventions"): PostgreSQL stores neither
 * U+0000 nor a UTF-16 surrogate without its pair (in text or jsonb), so no request string may hold
 * one; single-line fields (names, phones, search words, ids) hold no control character at all, and
 * multi-line free text (messages, remarks, notes) keeps only tab, line feed and carriage return.
 */

/** Code units a single-line field refuses: every C0 control character and DEL. */
function isSingleLineControl(unit: number): boolean {
  return unit < 0x20 || unit === 0x7f;
}

/** Code units multi-line text refuses: C0 control characters but tab, line feed and carriage return; DEL. */
function isMultiLineControl(unit: number): boolean {
  return isSingleLineControl(unit) && unit !== 0x09 && unit !== 0x0a && unit !== 0x0d;
}

/** The reasons a text refinement names in its issue's `params.reason` (the server and the web word them). */
export const textIssueReasons = {
  unstorable: 'text.unstorable',
  controlCharacter: 'text.controlCharacter',
} as const;
export type TextIssueReason = (typeof textIssueReasons)[keyof typeof textIssueReasons];

/** A zod issue as far as the text rule reads it. */
type IssueLike = { code: string; params?: Record<string, unknown> };

/** The text rule an issue reports (unstorable text or a control character), or undefined for any other issue. */
export function readTextIssueReason(issue: IssueLike): TextIssueReason | undefined {
  const reason = issue.code === 'custom' ? issue.params?.reason : undefined;
  return reason === textIssueReasons.unstorable || reason === textIssueReasons.controlCharacter ? reason : undefined;
}

/**
 * The text rule a failed parse broke, if it was one (the first such issue): forms word it as "no control
 * characters" instead of the field's usual complaint (too long, invalid).
 */
export function findTextIssueReason(result: {
  success: boolean;
  error?: { issues: readonly IssueLike[] };
}): TextIssueReason | undefined {
  if (result.success || !result.error) return undefined;
  for (const issue of result.error.issues) {
    const reason = readTextIssueReason(issue);
    if (reason) return reason;
  }
  return undefined;
}

/** Tells whether a string can be stored: no U+0000 and no lone surrogate. */
export function isStorableText(value: string): boolean {
  // Code units, not code points: a surrogate is seen on its own and must have its partner beside it.
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

function hasUnitWhere(value: string, isRefused: (unit: number) => boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    if (isRefused(value.charCodeAt(index))) return true;
  }
  return false;
}

/** Tells whether a string holds a control character a single-line field refuses (any C0 character or DEL). */
export function hasSingleLineControl(value: string): boolean {
  return hasUnitWhere(value, isSingleLineControl);
}

/** Tells whether a string holds a control character multi-line text refuses (C0 but tab, LF, CR; DEL). */
export function hasMultiLineControl(value: string): boolean {
  return hasUnitWhere(value, isMultiLineControl);
}

/** Shows a string's unstorable and control characters as `\uXXXX`, so a message naming it stays storable. */
export function escapeControlCharacters(value: string): string {
  let escaped = '';
  for (let index = 0; index < value.length; index++) {
    const unit = value.charCodeAt(index);
    const isShownEscaped = isSingleLineControl(unit) || (unit >= 0xd800 && unit <= 0xdfff);
    escaped += isShownEscaped ? `\\u${unit.toString(16).padStart(4, '0')}` : value.charAt(index);
  }
  return escaped;
}

const unstorableIssue = {
  message: 'must not contain U+0000 or a lone surrogate',
  params: { reason: textIssueReasons.unstorable },
  abort: true,
} as const;

function checkText(schema: z.ZodMiniString<string>, hasControl: (value: string) => boolean): z.ZodMiniString<string> {
  return schema.check(
    z.refine(isStorableText, unstorableIssue),
    z.refine((value) => !hasControl(value), {
      message: 'must not contain control characters',
      params: { reason: textIssueReasons.controlCharacter },
      abort: true,
    }),
  );
}

/** A single-line request string (name, phone, search word, id), trimmed: storable, no control characters. */
export function singleLineText(): z.ZodMiniString<string> {
  return checkText(z.string().check(z.trim()), hasSingleLineControl);
}

/** A multi-line request string (message, remark, note, free text): storable; tab, LF and CR allowed. */
export function multiLineText(): z.ZodMiniString<string> {
  return checkText(z.string(), hasMultiLineControl);
}

/** A string taken as it is (a password, a record key): storable is all it must be. */
export function storableText(): z.ZodMiniString<string> {
  return z.string().check(z.refine(isStorableText, unstorableIssue));
}

type PendingValue = { value: unknown; key?: string | number; parent?: PendingValue };

/** Where a parsed JSON value holds an unstorable string (a key or a value): the path to it, or undefined. */
export function findUnstorableText(value: unknown): (string | number)[] | undefined {
  // An explicit stack with parent links: a deeply nested body neither overflows the call stack nor copies paths.
  const pending: PendingValue[] = [{ value }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return readPath(next);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        const item: unknown = current[index];
        if (mayHoldText(item)) pending.push({ value: item, key: index, parent: next });
      }
    } else if (typeof current === 'object' && current !== null) {
      for (const key of Object.keys(current)) {
        const item: unknown = (current as Record<string, unknown>)[key];
        if (!isStorableText(key)) return readPath({ value: item, key, parent: next });
        // Numbers, booleans and null hold no text: not queued (most of a quote's body; issue 34, the quote path).
        if (mayHoldText(item)) pending.push({ value: item, key, parent: next });
      }
    }
  }
  return undefined;
}

function mayHoldText(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'object' && value !== null);
}

function readPath(found: PendingValue): (string | number)[] {
  const path: (string | number)[] = [];
  for (let node: PendingValue | undefined = found; node?.key !== undefined; node = node.parent) path.push(node.key);
  return path.reverse();
}

/** A refinement for free-form JSON (z.unknown(), records): refuses an unstorable key or value at its path. */
export function refineStorableJson(value: unknown, context: z.core.$RefinementCtx): void {
  const path = findUnstorableText(value);
  if (path === undefined) return;
  context.addIssue({
    code: 'custom',
    path,
    message: unstorableIssue.message,
    params: unstorableIssue.params,
    input: value,
  });
}
