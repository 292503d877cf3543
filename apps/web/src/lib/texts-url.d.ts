/** A part of the site's texts as the URL of its JSON file (apps/web/texts-as-json.ts). */
declare module '*?texts-url' {
  const url: string;
  export default url;
}
