/** Accepts only same-site paths as a return-to target ("/x", never "//host" or "https://…"). */
export function readReturnTo(value: string | null, fallback: string): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** Builds the login URL that returns to `path` afterwards. */
export function buildLoginUrl(path: string, tab?: 'manage'): string {
  const params = new URLSearchParams({ redirect: path });
  if (tab) params.set('tab', tab);
  return `/login?${params.toString()}`;
}
