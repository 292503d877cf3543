import enCommon from './en/common.json';
import enHome from './en/home.json';
import enQuotes from './en/quotes.json';

/**
 * The English texts the first view of the home page needs (the shell, the home page and its quick quote): fetched
 * at start in that language. The rest of the site's texts (site-texts-en.ts) come with the first other page.
 */
export const enStartTexts = {
  common: enCommon,
  home: enHome,
  quotes: enQuotes,
};
