import { pickWording } from '@boardforge/domain/language.ts';
import { describePricingIssue, issueFieldLabels } from '@boardforge/domain/pricing/issue-messages.ts';
import type { PricingIssue } from '@boardforge/domain/pricing/pricing-rules.ts';
import type { Language } from '../../../lib/languages.ts';
import { type ParsedNumber, parseNumberInput } from './number-input.ts';

/** A problem found in the form before the engine runs: a required number left empty, or text that is no number. */
export type FormIssue = { field: string; kind: 'required' | 'notNumber' };

/**
 * The result of reading a form: the spec (null while a number is missing or unreadable), the issues, and the draft —
 * the spec with each unreadable number as NaN (the engine calls it required) or left out when optional. The draft is
 * only ever validated, never priced or sent: with it a form whose number is missing still marks its other invalid
 * fields at once.
 */
export type FormMapping<Spec> = { spec: Spec | null; issues: FormIssue[]; draft: Spec };

/** One message beside a field, already in the UI language. */
export type FieldMessage = { field: string; message: string };

/** Reads a number field into `target[field]`; empty optional fields are left out, bad text becomes an issue. */
export function readNumberField(
  issues: FormIssue[],
  field: string,
  raw: string,
  isRequired: boolean,
): { ok: boolean; value: number | undefined } {
  const parsed: ParsedNumber = parseNumberInput(raw);
  if (parsed.kind === 'number') return { ok: true, value: parsed.value };
  if (parsed.kind === 'empty') {
    if (isRequired) issues.push({ field, kind: 'required' });
    return { ok: !isRequired, value: undefined };
  }
  issues.push({ field, kind: 'notNumber' });
  return { ok: false, value: undefined };
}

/** Names a spec field in the UI language (docs/vocabulary.md words). */
export function nameField(field: string, language: Language): string {
  const label = issueFieldLabels[field];
  if (!label) return field;
  return pickWording(language, label);
}

/**
 * Words form issues and engine errors as messages beside their fields, in the UI language. `notNumber` is worded by
 * the caller's translation (it is the form's own rule, not the engine's).
 */
export function describeFieldIssues(
  formIssues: readonly FormIssue[],
  engineErrors: readonly PricingIssue[],
  language: Language,
  wordNotNumber: (fieldName: string) => string,
): FieldMessage[] {
  const messages: FieldMessage[] = formIssues.map((issue) => ({
    field: issue.field,
    message:
      issue.kind === 'required'
        ? describePricingIssue({ field: issue.field, rule: 'required', params: {} }, language)
        : wordNotNumber(nameField(issue.field, language)),
  }));
  // A field the form already refused (empty, not a number) is not judged again by the engine.
  const refused = new Set(formIssues.map((issue) => issue.field));
  for (const error of engineErrors) {
    if (refused.has(error.field)) continue;
    messages.push({ field: error.field, message: describePricingIssue(error, language) });
  }
  return messages;
}

/** Groups messages by field (a field may have several). */
export function groupMessagesByField(messages: readonly FieldMessage[]): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const { field, message } of messages) {
    const list = byField.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    byField.set(field, list);
  }
  return byField;
}
