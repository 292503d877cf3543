import type { FormInstance } from 'antd';
import { isApiError } from './api-error.ts';

/**
 * Shows the server's field errors (a 400's `data.errors`) beside the matching form fields: every field named, with
 * every message the server gave it (two complaints about one field are both shown, not the last alone).
 * Returns true when at least one field of the form was named; `fieldNames` maps server names to form names.
 */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldNames: Record<string, string> = {},
): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const messagesByField = new Map<string, string[]>();
  for (const entry of error.fieldErrors) {
    const name = fieldNames[entry.field] ?? entry.field;
    if (!known.has(name)) continue;
    const messages = messagesByField.get(name) ?? [];
    if (!messages.includes(entry.message)) messages.push(entry.message);
    messagesByField.set(name, messages);
  }
  const fields = [...messagesByField].map(([name, errors]) => ({ name, errors }));
  // antd's setFields is typed by the form's values; the names were checked against them above.
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return fields.length > 0;
}

/** The sentence to show for a refusal that names no field: the server's message, or the thrown error's. */
export function readRefusalMessage(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}
