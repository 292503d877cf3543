import zhAccount from './zh-CN/account.json';
import zhAddresses from './zh-CN/addresses.json';
import zhApiKeys from './zh-CN/api-keys.json';
import zhAuth from './zh-CN/auth.json';
import zhContent from './zh-CN/content.json';
import zhDashboard from './zh-CN/dashboard.json';
import zhDesignJobs from './zh-CN/design-jobs.json';
import zhOrders from './zh-CN/orders.json';
import zhPoints from './zh-CN/points.json';
import zhPublicContent from './zh-CN/public-content.json';
import zhWebhooks from './zh-CN/webhooks.json';

/**
 * The rest of the Chinese (zh-CN) texts of the public site and the customer area (start-texts-zh.ts has those of the
 * first view, quote-texts-zh.ts those the quote page adds): fetched with the first page other than the home
 * page and the quote page.
 */
export const zhSiteTexts = {
  content: zhContent,
  auth: zhAuth,
  account: zhAccount,
  addresses: zhAddresses,
  points: zhPoints,
  apiKeys: zhApiKeys,
  webhooks: zhWebhooks,
  publicContent: zhPublicContent,
  orders: zhOrders,
  dashboard: zhDashboard,
  designJobs: zhDesignJobs,
};
