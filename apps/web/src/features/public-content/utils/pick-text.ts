import type { Language } from '../../../lib/languages.ts';

/** A record's texts in the language shown (every record holds both). */
export function pickText<Text>(entry: { zh: Text; en: Text }, language: Language): Text {
  return language === 'en' ? entry.en : entry.zh;
}

/** A calendar day (`2026-09-12`) or a timestamp as a date in the language shown. */
export function formatContentDate(value: string, language: Language): string {
  // A bare day is a calendar date, not an instant: read and print it in UTC so no time zone moves it a day.
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isDay ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', ...(isDay ? { timeZone: 'UTC' } : {}) }).format(date);
}
