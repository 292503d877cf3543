import enFiles from './en/files.json';
import enProfiles from './en/profiles.json';

/**
 * The English texts the quote page (/valuation) adds to the first view's (start-texts-en.ts): the uploads and the
 * saved order profiles. Every other page fetches them too, with the rest of the site's texts (site-texts-en.ts).
 */
export const enQuoteTexts = {
  files: enFiles,
  profiles: enProfiles,
};
