/** Tells whether a value is left out of a query string (docs/product.md §7). */
function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function appendValue(pairs: [string, string][], name: string, value: unknown): void {
  if (isEmptyValue(value)) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      appendValue(pairs, `${name}[${index}]`, item);
    });
    return;
  }
  if (value instanceof Date) {
    pairs.push([name, value.toISOString()]);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, nested] of Object.entries(value as Record<string, unknown>)) {
      appendValue(pairs, `${name}[${key}]`, nested);
    }
    return;
  }
  pairs.push([name, String(value)]);
}

/** Flattens params into a query string: nested objects as name[key], arrays as name[0]; empties skipped. */
export function toQueryString(params: Record<string, unknown> | undefined): string {
  if (!params) return '';
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(params)) appendValue(pairs, name, value);
  return pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}
