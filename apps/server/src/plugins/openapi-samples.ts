/**
 * Each operation's call in curl, TypeScript (fetch) and Python (requests), written into its description: the docs
 * page (Swagger UI) renders descriptions as Markdown but ignores `x-codeSamples`. The body is an example built from
 * the request schema (its examples and defaults, else the smallest value it allows), so it shows the fields a call
 * needs; the reference for each field stays the schema beside it.
 */
type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Components = Record<string, Schema>;
type SampleInput = {
  method: string;
  path: string;
  query: { name: string; schema?: Schema }[];
  body?: Schema;
  multipart: boolean;
  needsSession: boolean;
  startsSession: boolean;
  /** The API key scope the call takes (the samples then send a key rather than a session). */
  apiKeyScope: string | undefined;
};

const origin = 'http://localhost:3000';

/** A small example value a schema accepts (depth-bounded: recursive shapes end in empty lists). */
export function exampleOf(schema: Schema | undefined, components: Components, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.$ref) return exampleOf(components[schema.$ref.split('/').pop() ?? ''], components, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return exampleOf(branch, components, depth + 1);
  switch (schema.type) {
    case 'object': {
      const entries = (schema.required ?? []).map((name) => [
        name,
        exampleOf(schema.properties?.[name], components, depth + 1),
      ]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return schema.minItems ? [exampleOf(schema.items, components, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum !== undefined && schema.minimum > 0 ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** A JSON value written as a Python literal. */
function toPython(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) return `[${value.map(toPython).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}: ${toPython(item)}`)
      .join(', ')}}`;
  }
  return JSON.stringify(value);
}

function urlOf(input: SampleInput, components: Components): string {
  const path = input.path.replace(/\{(\w+)\}/g, (_match, name: string) => `{${name}}`);
  const required = input.query.map(({ name, schema }): [string, string] => [
    name,
    String(exampleOf(schema, components) ?? ''),
  ]);
  const query = new URLSearchParams(required).toString();
  return `${origin}${path}${query ? `?${query}` : ''}`;
}

/** The Markdown section with the three samples of one operation. */
export function codeSamples(input: SampleInput, components: Components): string {
  const url = urlOf(input, components);
  const method = input.method.toUpperCase();
  const body = input.body && !input.multipart ? JSON.stringify(exampleOf(input.body, components), null, 2) : undefined;
  const withKey = input.apiKeyScope !== undefined;
  const withSession = input.needsSession && !withKey;
  const curl = [`curl -X ${method} '${url}'`];
  if (withKey) curl.push(`  -H "authorization: Bearer $BOARDFORGE_API_KEY"`);
  if (withSession) curl.push('  -b cookies.txt');
  if (body) curl.push(`  -H 'content-type: application/json'`, `  -d '${body.replaceAll("'", "'\\''")}'`);
  // A login's session cookie goes to a jar the later calls send (-b cookies.txt).
  if (input.startsSession) curl.push('  -c cookies.txt');
  if (input.multipart) curl.push(`  -F 'file=@board.zip'`);

  const tsInit = [`method: '${method}'`];
  const tsHeaders = [
    ...(body ? [`'content-type': 'application/json'`] : []),
    ...(withKey ? ["authorization: 'Bearer ' + apiKey"] : []),
    ...(withSession ? ["cookie: 'sid=' + sid"] : []),
  ];
  if (tsHeaders.length) tsInit.push(`headers: { ${tsHeaders.join(', ')} }`);
  if (body) tsInit.push(`body: JSON.stringify(${body.replaceAll('\n', '\n  ')})`);
  if (input.multipart) tsInit.push('body: form // a FormData with the file');
  const typescript = [
    ...(withKey ? [`// apiKey: a key with the scope ${input.apiKeyScope} (member area, API keys)`] : []),
    ...(withSession ? ['// sid: the sid cookie POST /api/user/land set'] : []),
    `const response = await fetch('${url}', {`,
    ...tsInit.map((line) => `  ${line},`),
    '});',
    'const { code, msg, data } = await response.json(); // code "200", else data.reason says why',
  ];

  const pyArgs = [`'${url}'`];
  if (body) pyArgs.push(`json=${toPython(exampleOf(input.body, components))}`);
  if (input.multipart) pyArgs.push("files={'file': open('board.zip', 'rb')}");
  if (withKey) pyArgs.push("headers={'authorization': 'Bearer ' + api_key}");
  if (withSession) pyArgs.push("cookies={'sid': sid}");
  const python = [
    'import requests',
    '',
    ...(withKey ? [`# api_key: a key with the scope ${input.apiKeyScope} (member area, API keys)`] : []),
    ...(withSession ? ['# sid: the sid cookie POST /api/user/land set'] : []),
    `response = requests.${input.method.toLowerCase()}(${pyArgs.join(', ')})`,
    "answer = response.json()  # {'code': '200', 'msg': ..., 'data': ...}; on a refusal answer['data']['reason']",
  ];
  return [
    '**curl**',
    '```bash',
    curl.join(' \\\n'),
    '```',
    '**TypeScript**',
    '```ts',
    ...typescript,
    '```',
    '**Python**',
    '```python',
    ...python,
    '```',
  ].join('\n');
}
