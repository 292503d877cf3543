import enAccount from './en/account.json';
import enAddresses from './en/addresses.json';
import enApiKeys from './en/api-keys.json';
import enAuth from './en/auth.json';
import enContent from './en/content.json';
import enDashboard from './en/dashboard.json';
import enDesignJobs from './en/design-jobs.json';
import enFiles from './en/files.json';
import enOrders from './en/orders.json';
import enPoints from './en/points.json';
import enProfiles from './en/profiles.json';
import enPublicContent from './en/public-content.json';
import enWebhooks from './en/webhooks.json';

/**
 * The rest of the English texts of the public site and the customer area (start-texts-en.ts has those of the
 * first view): fetched with the first page other than the home page.
 */
export const enSiteTexts = {
  content: enContent,
  auth: enAuth,
  account: enAccount,
  addresses: enAddresses,
  files: enFiles,
  points: enPoints,
  apiKeys: enApiKeys,
  profiles: enProfiles,
  webhooks: enWebhooks,
  publicContent: enPublicContent,
  orders: enOrders,
  dashboard: enDashboard,
  designJobs: enDesignJobs,
};
