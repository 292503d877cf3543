import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { enResources } from '../../locales/resources.ts';

type NavKey = `nav.${keyof typeof enResources.common.nav}`;
type NavLeaf = { label: NavKey; to: string };
type NavGroup = { label: NavKey; key: string; children: NavLeaf[] };
type NavEntry = NavLeaf | NavGroup;

/** The top navigation of docs/product.md §2 with the labels of docs/api.md. */
export const siteNav: NavEntry[] = [
  { label: 'nav.home', to: '/' },
  {
    label: 'nav.smartQuotes',
    key: 'quotes',
    children: [
      { label: 'nav.quotePcb', to: '/valuation?tab=pcb' },
      { label: 'nav.quoteSmt', to: '/valuation?tab=smt' },
      { label: 'nav.quoteStencil', to: '/valuation?tab=stencil' },
      { label: 'nav.quoteBom', to: '/valuation?tab=bom' },
    ],
  },
  {
    label: 'nav.pcbBoarding',
    key: 'boardMaking',
    children: [
      { label: 'nav.pcbBoardMaking', to: '/boardMaking/pcbBoardMaking' },
      { label: 'nav.pcbBatch', to: '/boardMaking/pcbBatch' },
      { label: 'nav.aluminumSubstrate', to: '/boardMaking/aluminumSubstrate' },
    ],
  },
  {
    label: 'nav.pcbAssembly',
    key: 'manufacture',
    children: [
      { label: 'nav.smtPatch', to: '/manufacture/pcbaMade' },
      { label: 'nav.steelSheet', to: '/manufacture/steelMesh' },
    ],
  },
  { label: 'nav.componentsSupply', to: '/bomSupply' },
  {
    label: 'nav.solutions',
    key: 'solution',
    children: [
      { label: 'nav.schemeDesign', to: '/solution/schemeDesign' },
      { label: 'nav.layoutDesign', to: '/solution/layoutDesign' },
    ],
  },
  {
    label: 'nav.factoryDisplay',
    key: 'factoryDisplay',
    children: [
      { label: 'nav.displayFactory', to: '/factoryDisplay/displayFactory' },
      { label: 'nav.laminatedStructure', to: '/factoryDisplay/iaminatedStructure' },
      { label: 'nav.capability', to: '/factoryDisplay/processShow' },
      { label: 'nav.productDisplay', to: '/factoryDisplay/productList' },
      { label: 'nav.activityTopic', to: '/factoryDisplay/activity' },
      { label: 'nav.customerPosting', to: '/factoryDisplay/sunbathing' },
    ],
  },
  {
    label: 'nav.about',
    key: 'aboutUs',
    children: [
      { label: 'nav.aboutUs', to: '/aboutUs/aboutUs' },
      { label: 'nav.contact', to: '/aboutUs/contactUs' },
      { label: 'nav.news', to: '/aboutUs/news' },
    ],
  },
];

/** antd Menu items for the navigation; leaf keys are their paths. */
export function toMenuItems(t: TFunction<'common'>, onNavigate?: () => void): MenuProps['items'] {
  return siteNav.map((entry) =>
    'children' in entry
      ? {
          key: entry.key,
          label: t(entry.label),
          children: entry.children.map((child) => ({
            key: child.to,
            label: (
              <Link to={child.to} onClick={onNavigate}>
                {t(child.label)}
              </Link>
            ),
          })),
        }
      : {
          key: entry.to,
          label: (
            <Link to={entry.to} onClick={onNavigate}>
              {t(entry.label)}
            </Link>
          ),
        },
  );
}

/** The menu keys to highlight for a location. */
export function findSelectedKeys(pathname: string, search: string): string[] {
  const here = `${pathname}${search}`;
  const leaves = siteNav.flatMap((entry) => ('children' in entry ? entry.children : [entry]));
  const exact =
    leaves.find((leaf) => leaf.to === here) ??
    leaves.find((leaf) => leaf.to.split('?')[0] === pathname && pathname !== '/');
  if (exact) return [exact.to];
  return pathname === '/' ? ['/'] : [];
}
