import zhFiles from './zh-CN/files.json';
import zhProfiles from './zh-CN/profiles.json';

/**
 * The Chinese (zh-CN) texts the quote page (/valuation) adds to the first view's (start-texts-zh.ts): the uploads and the
 * saved order profiles. Every other page fetches them too, with the rest of the site's texts (site-texts-zh.ts).
 */
export const zhQuoteTexts = {
  files: zhFiles,
  profiles: zhProfiles,
};
