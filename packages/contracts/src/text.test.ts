import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  escapeControlCharacters,
  findTextIssueReason,
  findUnstorableText,
  isStorableText,
  multiLineText,
  singleLineText,
  textIssueReasons,
} from './text.ts';

describe('the shared text rule', () => {
  it.each([
    ['plain', 'Hello 你好', true],
    ['an emoji (a surrogate pair)', 'ok \ud83d\ude00', true],
    ['U+0000', 'a\u0000b', false],
    ['a lone high surrogate', 'a\ud800b', false],
    ['a lone high surrogate at the end', 'a\ud800', false],
    ['a lone low surrogate', '\udc00a', false],
    ['two high surrogates', '\ud800\ud800\udc00', false],
  ])('storable: %s', (_name, value, expected) => {
    expect(isStorableText(value)).toBe(expected);
  });

  it('refuses control characters in single-line text and keeps tab, LF and CR in multi-line text', () => {
    expect(findTextIssueReason(singleLineText().safeParse('a\tb'))).toBe(textIssueReasons.controlCharacter);
    expect(findTextIssueReason(singleLineText().safeParse('a\u007fb'))).toBe(textIssueReasons.controlCharacter);
    expect(singleLineText().safeParse('  trimmed\n').data).toBe('trimmed');
    expect(multiLineText().safeParse('a\r\n\tb').success).toBe(true);
    expect(findTextIssueReason(multiLineText().safeParse('a\u000bb'))).toBe(textIssueReasons.controlCharacter);
    expect(findTextIssueReason(multiLineText().safeParse('a\u0000b'))).toBe(textIssueReasons.unstorable);
    expect(findTextIssueReason(singleLineText().check(z.maxLength(3)).safeParse('\ud800'))).toBe(
      textIssueReasons.unstorable,
    );
  });

  it('finds an unstorable key or value at its path, however deep', () => {
    expect(findUnstorableText({ a: [1, { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findUnstorableText({ a: { 'k\ud800': 1 } })).toEqual(['a', 'k\ud800']);
    expect(findUnstorableText('\u0000')).toEqual([]);
    expect(findUnstorableText({ a: ['fine', 2, null, true] })).toBeUndefined();
    let deep: unknown = 'bad\u0000';
    for (let depth = 0; depth < 100_000; depth++) deep = [deep];
    expect(findUnstorableText(deep)).toHaveLength(100_000);
  });

  it('reads the text rule from a failed parse, and nothing from other failures', () => {
    const form = z.object({ name: singleLineText().check(z.maxLength(3)), note: multiLineText() });
    expect(findTextIssueReason(form.safeParse({ name: 'toolong', note: 'x\u0000' }))).toBe(textIssueReasons.unstorable);
    expect(findTextIssueReason(form.safeParse({ name: 'toolong', note: '' }))).toBeUndefined();
    expect(findTextIssueReason(form.safeParse({ name: 'ok', note: 'ok' }))).toBeUndefined();
  });

  it('names a field with its refused characters escaped', () => {
    expect(escapeControlCharacters('a\u0000b\ud800\n')).toBe('a\\u0000b\\ud800\\u000a');
  });
});
