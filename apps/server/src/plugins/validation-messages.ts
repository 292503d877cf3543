import type { FieldError } from '@boardforge/contracts/envelope.ts';
import { orderIssueReasons, ratingStarsRange } from '@boardforge/contracts/orders.ts';
import { escapeControlCharacters, textIssueReasons } from '@boardforge/contracts/text.ts';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { z } from 'zod';
import type { MessageKey } from '../i18n/messages.ts';

type IssueParams = Record<string, unknown>;
/** What renders a message in the caller's language (a request, or anything with its `t`). */
type Translator = Pick<FastifyRequest, 't'>;

/** Turns zod issues (as fastify-type-provider-zod reports them) into `{ field, message }` naming each limit. */
export function describeValidationIssues(
  issues: readonly FastifySchemaValidationError[],
  source: unknown,
  request: FastifyRequest,
): FieldError[] {
  return issues.map((issue) => {
    const segments = issue.instancePath.split('/').filter((segment) => segment !== '');
    // A key may itself hold the refused character: the field is named with it escaped.
    const field = segments.map(escapeControlCharacters).join('.');
    const fieldLabel = field === '' ? request.t('validation.body') : field;
    const name = segments.findLast((segment) => !/^\d+$/.test(segment)) ?? '';
    return { field, message: describeIssue(issue, { label: fieldLabel, name }, readPath(source, segments), request) };
  });
}

/**
 * Turns the issues of a zod parse made by a service (not by the route's schema) into the same sentences, each field
 * called by `labelOf` (an import names the column a field came from).
 */
export function describeZodIssues(
  issues: readonly z.core.$ZodIssue[],
  source: unknown,
  translator: Translator,
  labelOf: (field: string) => string,
): FieldError[] {
  return issues.map((issue) => {
    const segments = issue.path.map(String);
    const field = segments.join('.');
    const name = segments.findLast((segment) => !/^\d+$/.test(segment)) ?? '';
    const { path: _path, code, message, ...params } = issue;
    const asFastify = { keyword: code, instancePath: `/${segments.join('/')}`, schemaPath: '', message, params };
    return {
      field,
      message: describeIssue(asFastify, { label: labelOf(field), name }, readPath(source, segments), translator),
    };
  });
}

/**
 * The allowed form of the contracts' pattern-checked fields (z.string().regex), by field name: "must be a valid regex"
 * tells the caller nothing.
 */
const patternForms: Partial<Record<string, MessageKey>> = {
  idempotencyKey: 'validation.form.idempotencyKey',
  invoiceNo: 'validation.form.invoiceNo',
  shipDate: 'validation.form.date',
  holidays: 'validation.form.date',
};

/**
 * Fields a customer fills by clicking, not typing, whose every refusal (missing, not a whole number, out of range) is
 * one sentence in the customer's words with the limits of the contract, and no field name: "Choose 1 to 5 stars".
 */
const fieldSentences: Partial<Record<string, { key: MessageKey; params: Record<string, number> }>> = {
  stars: {
    key: 'validation.field.stars',
    params: { ...ratingStarsRange },
  },
};

function describeIssue(
  issue: FastifySchemaValidationError,
  names: { label: string; name: string },
  value: unknown,
  request: Translator,
): string {
  const field = names.label;
  const params = issue.params as IssueParams;
  const sentence = fieldSentences[names.name];
  if (sentence && issue.keyword !== 'unrecognized_keys') return request.t(sentence.key, sentence.params);
  switch (issue.keyword) {
    case 'invalid_type':
      if (value === undefined) return request.t('validation.required', { field });
      if (params.expected === 'int') return request.t('validation.notInteger', { field });
      return request.t('validation.invalidType', { field, expected: String(params.expected) });
    case 'too_small':
      return describeLimit('small', params, field, request);
    case 'too_big':
      return describeLimit('big', params, field, request);
    case 'invalid_value':
      return request.t('validation.invalidValue', { field, values: listValues(params.values) });
    case 'invalid_format':
      if (params.format === 'regex')
        return request.t(patternForms[names.name] ?? 'validation.patternMismatch', { field });
      return request.t('validation.invalidFormat', { field, format: String(params.format ?? 'value') });
    case 'unrecognized_keys':
      return request.t('validation.unrecognizedKeys', {
        field,
        keys: escapeControlCharacters(listValues(params.keys)),
      });
    case 'custom':
      return describeCustomIssue(issue, field, request);
    default:
      return request.t('validation.invalid', { field, detail: issue.message ?? issue.keyword });
  }
}

/** A refinement's issue: the shared text rules by their reason, any other with its own words. */
function describeCustomIssue(issue: FastifySchemaValidationError, field: string, request: Translator): string {
  const reason = ((issue.params as IssueParams).params as IssueParams | undefined)?.reason;
  if (reason === textIssueReasons.unstorable) return request.t('validation.unstorableText', { field });
  if (reason === textIssueReasons.controlCharacter) return request.t('validation.controlCharacter', { field });
  if (reason === orderIssueReasons.titleForInvoice) return request.t('validation.titleForInvoice', { field });
  return request.t('validation.invalid', { field, detail: issue.message ?? issue.keyword });
}

function describeLimit(direction: 'small' | 'big', params: IssueParams, field: string, request: Translator): string {
  const origin = String(params.origin ?? '');
  const isInclusive = params.inclusive !== false;
  const minimum = String(params.minimum ?? '');
  const maximum = String(params.maximum ?? '');
  if (origin === 'string') {
    // A blank text (empty, or spaces once trimmed) is a missing field to the person filling the form.
    if (direction === 'small' && minimum === '1') return request.t('validation.required', { field });
    return direction === 'small'
      ? request.t('validation.tooSmallString', { field, minimum })
      : request.t('validation.tooBigString', { field, maximum });
  }
  if (origin === 'array' || origin === 'set') {
    return direction === 'small'
      ? request.t('validation.tooSmallArray', { field, minimum })
      : request.t('validation.tooBigArray', { field, maximum });
  }
  if (direction === 'small') {
    return request.t(isInclusive ? 'validation.tooSmallNumber' : 'validation.tooSmallNumberExclusive', {
      field,
      minimum,
    });
  }
  return request.t(isInclusive ? 'validation.tooBigNumber' : 'validation.tooBigNumberExclusive', { field, maximum });
}

function listValues(values: unknown): string {
  return Array.isArray(values) ? values.map((value) => String(value)).join(', ') : String(values);
}

function readPath(source: unknown, segments: readonly string[]): unknown {
  let current: unknown = source;
  for (const segment of segments) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
