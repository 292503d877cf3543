/** What a number field holds: nothing, something that is not a number, or a number. */
export type ParsedNumber = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

// Full-width digits and punctuation of a Chinese input method become ASCII ("１００．５" → "100.5").
function toHalfWidth(text: string): string {
  return text.replace(/[\uFF10-\uFF19\uFF0E]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));
}

/** Reads what the customer typed in a number field; the text itself is kept as typed. */
export function parseNumberInput(raw: string): ParsedNumber {
  const text = toHalfWidth(raw.trim()).replace(/,/g, '');
  if (text === '') return { kind: 'empty' };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return { kind: 'invalid' };
  const value = Number(text);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}
