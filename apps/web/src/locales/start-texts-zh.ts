import zhCommon from './zh-CN/common.json';
import zhHome from './zh-CN/home.json';
import zhQuotes from './zh-CN/quotes.json';

/**
 * The Chinese (zh-CN) texts the first view of the home page needs (the shell, the home page and its quick quote): fetched
 * at start in that language. The rest of the site's texts (site-texts-zh.ts) come with the first other page.
 */
export const zhStartTexts = {
  common: zhCommon,
  home: zhHome,
  quotes: zhQuotes,
};
