import fc from 'fast-check';

/** The part of an OpenAPI (JSON) schema the generators read. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
  nullable?: boolean;
  exclusiveMinimum?: boolean;
};

/** Numbers at the edges: zero, negatives, 32- and 53-bit limits, the largest double, and their strings. */
const boundaryNumbers = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  1e15,
  1e308,
  -1e308,
  0.1,
  1e-7,
];
/** Numbers beyond what a 32-bit column or an exact double holds. */
const largeNumbers = [2 ** 31, 2 ** 53 + 2, 1e15, 1e308, -(2 ** 31) - 1];
const boundaryStrings = ['NaN', 'Infinity', '-Infinity', '-0', '1e999', '0x10', '2147483648', '9007199254740993'];

/** Text that has broken servers: control characters, lone surrogates, markup, path tricks, very long text. */
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\u0007\u001b[31m\u007f',
  'line\r\nbreak\ttab',
  '\u202e\u200bzero-width',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00%ff',
  '😀'.repeat(300),
  '中'.repeat(5000),
];

/** A string of about 900 KB: inside the 1 MB body limit, far beyond every text limit. */
export const hugeString = 'A'.repeat(900 * 1024);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings, ...boundaryStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constant(hugeString) },
);

/** Object keys that must not reach a prototype: `__proto__`, `constructor`, `prototype`, and unstorable keys. */
const hostileKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a\u0000', '\ud800', '');

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom<unknown>(...boundaryNumbers, null, true, false) },
  { weight: 1, arbitrary: hostileString },
);
const hostileShallow: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(hostileKey, fc.string({ maxLength: 8 })), hostileLeaf, { maxKeys: 3 }),
  },
);

/** Any JSON value meant to break a handler: wrong types, edge numbers, hostile text and keys, deep nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileShallow },
  { weight: 1, arbitrary: fc.array(hostileShallow, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant(deeplyNested(1000)) },
);

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = { a: [value] };
  return value;
}

/** Ids the server knows (the customer's address, an order): a uuid field takes one now and then. */
export type FuzzContext = { knownIds: readonly string[] };

/**
 * A request value for a schema: mostly one that fits it with exactly one part (a field, an item, an extra
 * key) made hostile, so the input reaches past validation into the handler; sometimes wholly hostile.
 */
export function valueForSchema(schema: JsonSchema | undefined, context: FuzzContext): fc.Arbitrary<unknown> {
  if (!schema) return hostileValue;
  const fitting = fittingValue(schema, context, 0);
  return fc.oneof(
    { weight: 2, arbitrary: fitting },
    { weight: 4, arbitrary: fc.tuple(fitting, fc.nat(), hostileValue, hostileKey).map(mutateOnePart) },
    { weight: 2, arbitrary: fc.tuple(fitting, fc.nat(), fc.constantFrom(...largeNumbers)).map(setOneNumber) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** Replaces the n-th part of a value (in walking order) with a hostile value, or adds a hostile key to it. */
function mutateOnePart([value, index, hostile, key]: [unknown, number, unknown, string]): unknown {
  const parts: { parent: Record<string | number, unknown>; key: string | number }[] = [];
  const walk = (current: unknown) => {
    if (typeof current !== 'object' || current === null) return;
    for (const [name, item] of Object.entries(current)) {
      parts.push({ parent: current as Record<string, unknown>, key: Array.isArray(current) ? Number(name) : name });
      walk(item);
    }
  };
  const root = { value: structuredClone(value) };
  walk(root);
  const part = parts[index % parts.length];
  if (!part) return root.value;
  const target = part.parent[part.key];
  if (index % 3 === 0 && typeof target === 'object' && target !== null && !Array.isArray(target)) {
    Object.defineProperty(target, key, { value: hostile, enumerable: true, writable: true, configurable: true });
  } else {
    part.parent[part.key] = hostile;
  }
  return root.value;
}

/** A small range inside a number schema's bounds, where most valid requests live. */
function smallRange(schema: JsonSchema): [number, number] {
  // An exclusive minimum of 0 (a hole size) is met by starting a little above it.
  const low = Math.max(schema.minimum ?? 0, -5) + (schema.exclusiveMinimum ? 0.5 : 0);
  const high = Math.min(schema.maximum ?? low + 50, low + 50);
  return high >= low ? [low, high] : [high, high];
}

/** Sets the n-th number of a value (in walking order) to an edge number: counts and amounts at their limits. */
function setOneNumber([value, index, edge]: [unknown, number, number]): unknown {
  const numbers: { parent: Record<string, unknown>; key: string }[] = [];
  const walk = (current: unknown) => {
    if (typeof current !== 'object' || current === null) return;
    for (const [name, item] of Object.entries(current)) {
      if (typeof item === 'number') numbers.push({ parent: current as Record<string, unknown>, key: name });
      else walk(item);
    }
  };
  const root = { value: structuredClone(value) };
  walk(root);
  const found = numbers[index % Math.max(numbers.length, 1)];
  if (found) found.parent[found.key] = edge;
  return root.value;
}

function fittingValue(schema: JsonSchema, context: FuzzContext, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => fittingValue(variant, context, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        shape[name] = /phone|mobile/i.test(name)
          ? fc.constantFrom('13800138000', '+86 139 0013 9000')
          : fittingValue(property, context, depth + 1);
      }
      const required = (schema.required ?? []).filter((name) => name in shape);
      return fc.record(shape, { requiredKeys: required });
    }
    case 'array':
      return schema.items
        ? fc.array(fittingValue(schema.items, context, depth + 1), { minLength: 1, maxLength: 3 })
        : fc.constant([]);
    case 'integer': {
      const [low, high] = smallRange(schema);
      return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
    }
    case 'number': {
      const [low, high] = smallRange(schema);
      return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringFor(schema, context);
    default:
      return hostileShallow;
  }
}

/** A string that fits a schema's format, pattern or length. */
function stringFor(schema: JsonSchema, context: FuzzContext): fc.Arbitrary<string> {
  const fitting =
    schema.format === 'uuid'
      ? context.knownIds.length > 0
        ? fc.oneof(fc.uuid(), fc.constantFrom(...context.knownIds))
        : fc.uuid()
      : schema.format === 'date-time'
        ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
        : schema.format === 'date'
          ? fc.constantFrom('2026-03-02', '0000-00-00', '2026-02-30', '9999-12-31')
          : schema.format === 'email'
            ? fc.emailAddress()
            : schema.pattern
              ? fc.stringMatching(new RegExp(schema.pattern))
              : fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) });
  return fitting;
}

/** A query-string or path value: what the schema takes, written as text, or a hostile string. */
export function textFor(schema: JsonSchema | undefined, context: FuzzContext): fc.Arbitrary<string> {
  if (!schema) return hostileString;
  return fc
    .oneof(fittingValue(schema, context, 0), hostileLeaf)
    .map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
}

/** A multipart body: a few hostile text fields and a file part with a hostile name and a few random bytes. */
export const multipartBody = fc
  .record({
    fields: fc.array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom('solderMask', 'note')), hostileString), {
      maxLength: 3,
    }),
    fileName: fc.oneof(
      fc.constantFrom('board.zip', 'bom.csv', 'avatar.png', 'a\u0000.csv', '..\\x.zip'),
      hostileString,
    ),
    content: fc.uint8Array({ maxLength: 64 }),
  })
  .map(({ fields, fileName, content }) => {
    const boundary = 'fuzzBoundary7MA4YWxk';
    const parts: Buffer[] = fields.map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value.slice(0, 2000)}\r\n`),
    );
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName.slice(0, 300)}"\r\n`,
      ),
      Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
  });
