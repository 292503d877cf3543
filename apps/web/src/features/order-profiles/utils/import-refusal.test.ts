import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { describeImportErrors } from './import-refusal.ts';

describe('describeImportErrors', () => {
  it('names each refused profile by number and name, and the document field otherwise', async () => {
    const t = i18n.getFixedT('en', 'profiles');
    const document = { version: 1, profiles: [{ name: 'Good' }, { name: 'Old finish' }] };
    const lines = describeImportErrors(
      [
        { field: 'profiles.1.spec.surfaceFinish', message: 'Invalid option' },
        { field: 'version', message: 'Invalid input' },
      ],
      document,
      t,
    );
    expect(lines).toEqual(['Profile 2 “Old finish”, spec.surfaceFinish: Invalid option', 'version: Invalid input']);
  });
});
