import { beforeEach, expect, it } from 'vitest';
import { forgetIdempotencyKey, takeIdempotencyKey } from './idempotency-keys.ts';

beforeEach(() => window.sessionStorage.clear());

it('keeps one key per line for every retry until the order is placed', () => {
  let made = 0;
  const make = () => `key-${++made}-abcdefgh`;
  const first = takeIdempotencyKey('line-a', make);
  expect(takeIdempotencyKey('line-a', make)).toBe(first);
  expect(takeIdempotencyKey('line-b', make)).not.toBe(first);
  forgetIdempotencyKey('line-a');
  expect(takeIdempotencyKey('line-a', make)).not.toBe(first);
});
