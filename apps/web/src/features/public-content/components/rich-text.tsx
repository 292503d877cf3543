/**
 * A news or customer-post body. The server sanitises these fields at every save (content-sanitize.ts: an allow-list
 * of tags and attributes, no scripts, styles, handlers or javascript:/data: URLs), so the stored HTML is safe to insert
 * as markup — and only these rich-text fields are ever rendered this way; every other text goes through React.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={['public-content-rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised at save by the server (see above)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
