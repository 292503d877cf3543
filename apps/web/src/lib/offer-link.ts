import type { OfferQuote } from '@boardforge/contracts/content.ts';

// A Smart Quotes link carries a spec as compact JSON in base64url: /valuation?tab=pcb&spec=eyJsYXllcnMiOjR9. The
// quote forms' share links and the special offers (content store) use the same encoding, so staff set an offer up by
// pasting the share link of the quote it stands for, and the offer card opens exactly that quote.

/** Text as base64url (UTF-8, no padding). */
export function encodeBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url back to text; null when it is not base64url of UTF-8. */
export function decodeBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The /valuation path that opens an offer's quote (the tab and its whole spec). */
export function buildOfferPath(quote: OfferQuote): string {
  const params = new URLSearchParams({ tab: quote.tab, spec: encodeBase64Url(JSON.stringify(quote.spec)) });
  return `/valuation?${params.toString()}`;
}

const offerTabs = new Set<string>(['pcb', 'fpc', 'smt', 'stencil']);

/**
 * The quote a pasted Smart Quotes link stands for (absolute or a path), unchecked — the contracts' schema checks it
 * on save; null when the text is no such link. The FPC tab's share link leaves out the material it implies.
 */
export function readOfferLink(text: string): { tab: string; spec: Record<string, unknown> } | null {
  let url: URL;
  try {
    url = new URL(text.trim(), 'https://boardforge.invalid');
  } catch {
    return null;
  }
  const tab = url.searchParams.get('tab') ?? '';
  // Padding is optional in base64url: a hand-made link may carry it.
  const decoded = decodeBase64Url((url.searchParams.get('spec') ?? '').replace(/=+$/, ''));
  if (!offerTabs.has(tab) || decoded === null) return null;
  let spec: unknown;
  try {
    spec = JSON.parse(decoded);
  } catch {
    return null;
  }
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) return null;
  return { tab, spec: tab === 'fpc' ? { material: 'FPC', ...spec } : (spec as Record<string, unknown>) };
}
