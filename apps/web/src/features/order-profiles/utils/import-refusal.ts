import type { FieldError } from '@boardforge/contracts/envelope.ts';
import type { TFunction } from 'i18next';

/**
 * Words a refused import's field errors per profile: `profiles.1.spec.surfaceFinish` names the second profile (by its
 * number and its name in the pasted document) and its field; an error of the document as a whole names its field.
 */
export function describeImportErrors(
  errors: readonly FieldError[],
  document: unknown,
  t: TFunction<'profiles'>,
): string[] {
  const profiles = readProfiles(document);
  return errors.map((error) => {
    const match = /^profiles\.(\d+)\.(.+)$/.exec(error.field);
    if (!match) return t('transfer.documentField', { field: error.field, message: error.message });
    const index = Number(match[1]);
    const entry = profiles[index];
    const name = typeof entry === 'object' && entry !== null && 'name' in entry ? String(entry.name) : '';
    return t('transfer.profileField', { number: index + 1, name, field: match[2], message: error.message });
  });
}

function readProfiles(document: unknown): unknown[] {
  if (typeof document !== 'object' || document === null || !('profiles' in document)) return [];
  return Array.isArray(document.profiles) ? document.profiles : [];
}
