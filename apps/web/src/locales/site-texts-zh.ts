import zhAccount from './zh-CN/account.json';
import zhAddresses from './zh-CN/addresses.json';
import zhApiKeys from './zh-CN/api-keys.json';
import zhAuth from './zh-CN/auth.json';
import zhCommon from './zh-CN/common.json';
import zhContent from './zh-CN/content.json';
import zhDashboard from './zh-CN/dashboard.json';
import zhDesignJobs from './zh-CN/design-jobs.json';
import zhFiles from './zh-CN/files.json';
import zhHome from './zh-CN/home.json';
import zhOrders from './zh-CN/orders.json';
import zhPoints from './zh-CN/points.json';
import zhProfiles from './zh-CN/profiles.json';
import zhPublicContent from './zh-CN/public-content.json';
import zhQuotes from './zh-CN/quotes.json';
import zhWebhooks from './zh-CN/webhooks.json';

/** The Chinese (zh-CN) texts of the public site and the customer area: fetched at start in that language. */
export const zhSiteTexts = {
  common: zhCommon,
  home: zhHome,
  content: zhContent,
  auth: zhAuth,
  account: zhAccount,
  addresses: zhAddresses,
  files: zhFiles,
  quotes: zhQuotes,
  points: zhPoints,
  apiKeys: zhApiKeys,
  profiles: zhProfiles,
  webhooks: zhWebhooks,
  publicContent: zhPublicContent,
  orders: zhOrders,
  dashboard: zhDashboard,
  designJobs: zhDesignJobs,
};
