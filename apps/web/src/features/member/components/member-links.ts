import type { enResources } from '../../../locales/resources.ts';

type MemberLinkKey = keyof typeof enResources.account.links;

/** The member area's pages, in the order the menus list them; the home is the customer's dashboard. */
export const memberLinks: { key: MemberLinkKey; to: string }[] = [
  { key: 'memberHome', to: '/order/home' },
  { key: 'personal', to: '/personal' },
  { key: 'information', to: '/information' },
  { key: 'address', to: '/address' },
  { key: 'orderProfiles', to: '/orderProfiles' },
  { key: 'webhooks', to: '/webhooks' },
  { key: 'apiKeys', to: '/apiKeys' },
  { key: 'changePassword', to: '/changePassword' },
  { key: 'obtainingRecords', to: '/obtainingRecords' },
  { key: 'consumptionRecords', to: '/consumptionRecords' },
  { key: 'pointsMall', to: '/pointsMall' },
  { key: 'orders', to: '/myOrder' },
  { key: 'designJobs', to: '/designJobs' },
];
