/** Formats whole fen as the yuan text gateways use: "12.30". */
export function formatFenAsYuanText(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = fen % 100;
  return `${whole}.${String(cents).padStart(2, '0')}`;
}

/** Parses a gateway's yuan text ("12.3", "12.30", "12") to whole fen without floating point; undefined if malformed. */
export function parseYuanTextToFen(text: string | undefined): number | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
