import { type InitialData, initialDataElementId, initialDataSchema } from '@boardforge/contracts/content.ts';

let read: InitialData | undefined;

/**
 * The answers the server rendered into this page's HTML for the first render (site-pages: the home hero), read once.
 * Nothing, or anything that does not parse, is no initial data: the app asks the API as usual.
 */
export function readInitialData(): InitialData {
  if (read) return read;
  const element = typeof document === 'undefined' ? null : document.getElementById(initialDataElementId);
  if (!element) return {};
  let parsed: InitialData = {};
  try {
    const result = initialDataSchema.safeParse(JSON.parse(element.textContent ?? '{}'));
    if (result.success) parsed = result.data;
  } catch {
    // Malformed JSON: no initial data.
  }
  read = parsed;
  return parsed;
}

/** When the page's HTML was loaded: the age of its initial data, for the query cache's staleness. */
export function initialDataLoadedAt(): number {
  return typeof performance === 'undefined' ? Date.now() : Math.round(performance.timeOrigin);
}
