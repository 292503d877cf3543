import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSessionState } from '../../lib/use-session-state.ts';

/** One tab of a back-office module: its key, its label and what it shows. */
export type ModuleTab = { key: string; label: string; render: () => ReactNode };

export type TabbedModulePageProps = {
  title: string;
  lead: string;
  /** The accessible name of the tab list. */
  tabsLabel: string;
  /** Where the tab last used is kept for the browser tab (session storage). */
  storageKey: string;
  /** The tabs; the first is shown until another is chosen. */
  tabs: readonly [ModuleTab, ...ModuleTab[]];
};

/**
 * A back-office module of several tabs (workflow.md: each module remembers the tab last used): its title, lead,
 * and tabs whose hidden panels are unmounted. A kept key no longer among the tabs falls back to the first.
 */
export function TabbedModulePage({ title, lead, tabsLabel, storageKey, tabs }: TabbedModulePageProps) {
  const [first] = tabs;
  const [kept, setKept] = useSessionState<string>(storageKey, first.key);
  const active = tabs.some((tab) => tab.key === kept) ? kept : first.key;

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{title}</h1>
      <p className="erp-page-lead">{lead}</p>
      <Tabs
        activeKey={active}
        onChange={setKept}
        aria-label={tabsLabel}
        destroyOnHidden
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label, children: tab.render() }))}
      />
    </div>
  );
}
