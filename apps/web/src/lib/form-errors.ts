import type { FormInstance } from 'antd';
import { isApiError } from './api-error.ts';

/**
 * Shows the server's field errors (a 400's `data.errors`) beside the matching form fields.
 * Returns true when at least one field of the form was named; `fieldNames` maps server names to form names.
 */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldNames: Record<string, string> = {},
): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = error.fieldErrors
    .map((entry) => ({ name: fieldNames[entry.field] ?? entry.field, errors: [entry.message] }))
    .filter((entry) => known.has(entry.name));
  // antd's setFields is typed by the form's values; the names were checked against them above.
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return fields.length > 0;
}

/** The sentence to show for a refusal that names no field: the server's message, or the thrown error's. */
export function readRefusalMessage(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}
