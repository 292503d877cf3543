import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { registerRequestSchema } from '@boardforge/contracts/accounts.ts';
import { loginRequestSchema } from '@boardforge/contracts/auth.ts';
import { rateOrderRequestSchema } from '@boardforge/contracts/orders.ts';
import { smtSpecSchema } from '@boardforge/contracts/quotes.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readMaxLength } from './schema-limits.ts';

describe('readMaxLength', () => {
  it.each([
    ['a plain string', z.string().max(7), 7],
    ['an optional one', z.string().max(8).optional(), 8],
    ['one with a default', z.string().max(9).default(''), 9],
    [
      'a transformed optional one',
      z
        .string()
        .max(10)
        .optional()
        .transform((value) => value),
      10,
    ],
    ['a nullable one', z.string().max(11).nullable(), 11],
  ])('reads the maximum of %s', (_name, schema, expected) => {
    expect(readMaxLength(schema)).toBe(expected);
  });

  it("reads the contracts' fields as the forms use them", () => {
    expect(readMaxLength(loginRequestSchema.shape.password)).toBe(128);
    expect(readMaxLength(registerRequestSchema.shape.qq)).toBe(12);
    expect(readMaxLength(rateOrderRequestSchema.shape.content)).toBe(500);
    expect(readMaxLength(smtSpecSchema.shape.otherDemand)).toBe(2000);
  });

  it('refuses a field without a maximum, or one that is not text', () => {
    expect(() => readMaxLength(z.string())).toThrow(/no maximum/);
    expect(() => readMaxLength(z.number().max(3))).toThrow(/no string schema/);
  });
});

// A form's maxLength repeats a limit its contract schema holds: it is read from the schema (readMaxLength) or a named
// limit the schema itself uses, never typed as a number again.
describe('form limits', () => {
  const sourceRoot = join(import.meta.dirname, '..');

  function listSourceFiles(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return listSourceFiles(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  }

  it('has no numeric literal maxLength in the web sources', () => {
    const literals = listSourceFiles(sourceRoot).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /maxLength=\{\s*[\d_.]+\s*\}|maxLength:\s*[\d_.]+\b/.test(line)
            ? [`${relative(sourceRoot, path)}:${index + 1}`]
            : [],
        ),
    );
    expect(literals).toEqual([]);
  });
});
