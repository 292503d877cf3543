import { feedbackLimits } from '@boardforge/contracts/feedback.ts';
import { describe, expect, it } from 'vitest';
import { findFeedbackProblem } from './feedback-fields.ts';

describe('findFeedbackProblem', () => {
  it.each([
    ['name', '', 'required'],
    ['company', '', undefined],
    ['name', 'x'.repeat(feedbackLimits.name + 1), 'tooLong'],
    ['email', 'not-an-address', 'emailInvalid'],
    ['phone', '12345', 'phoneInvalid'],
    ['phone', '13800138000', undefined],
    // Pasted text can carry control characters: the form names them, not a length it did not exceed.
    ['name', 'Li\u0000 Lei', 'controlCharacters'],
    ['company', 'ACME\u0007', 'controlCharacters'],
    ['content', 'Hello\u0000', 'controlCharacters'],
    ['content', 'line 1\nline 2\tend', undefined],
  ] as const)('%s = %j → %s', (field, value, problem) => {
    expect(findFeedbackProblem(field, value)).toBe(problem);
  });
});
