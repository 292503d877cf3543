import enAccount from './en/account.json';
import enAddresses from './en/addresses.json';
import enApiKeys from './en/api-keys.json';
import enAuth from './en/auth.json';
import enContent from './en/content.json';
import enDashboard from './en/dashboard.json';
import enDesignJobs from './en/design-jobs.json';
import enOrders from './en/orders.json';
import enPoints from './en/points.json';
import enPublicContent from './en/public-content.json';
import enWebhooks from './en/webhooks.json';

/**
 * The rest of the English texts of the public site and the customer area (start-texts-en.ts has those of the
 * first view, quote-texts-en.ts those the quote page adds): fetched with the first page other than the home
 * page and the quote page.
 */
export const enSiteTexts = {
  content: enContent,
  auth: enAuth,
  account: enAccount,
  addresses: enAddresses,
  points: enPoints,
  apiKeys: enApiKeys,
  webhooks: enWebhooks,
  publicContent: enPublicContent,
  orders: enOrders,
  dashboard: enDashboard,
  designJobs: enDesignJobs,
};
