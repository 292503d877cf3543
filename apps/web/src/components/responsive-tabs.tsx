import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { OptionButtons } from './option-buttons.tsx';
import './responsive-tabs.css';

// antd's Tabs (with the dropdown and menu of its overflow) is its own chunk, fetched by wide screens only: a phone's
// first view of / and /valuation does not carry it. While it loads (the first time only) a placeholder holds the
// place: not the option buttons with the panel, whose form would be mounted twice and could lose what was typed.
const WideTabs = lazy(() => import('./wide-tabs.tsx').then((m) => ({ default: m.WideTabs })));
/** antd's md breakpoint. */
const wideQuery = '(min-width: 768px)';

export type ResponsiveTabItem = { key: string; label: ReactNode; children: ReactNode };

export type ResponsiveTabsProps = {
  items: ResponsiveTabItem[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
  /** Accessible name of the tab list / option group. */
  label: string;
  size?: 'small' | 'middle' | 'large';
  /** Space between tabs in px (antd default 32). */
  tabBarGutter?: number;
  /** 'options' always shows the option buttons (narrow containers on wide screens). */
  variant?: 'auto' | 'options';
};

/**
 * Tabs on wide screens; a wrapping group of option buttons (native radios, no antd) below 768 px, where antd's overflow
 * menu would hide tabs behind a button that breaks the tablist's ARIA structure.
 */
export function ResponsiveTabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
  label,
  size,
  tabBarGutter,
  variant = 'auto',
}: ResponsiveTabsProps) {
  const isWide = useMediaQuery(wideQuery);
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const current = activeKey ?? ownKey;
  const select = (key: string) => {
    setOwnKey(key);
    onChange?.(key);
  };
  const options = (
    <div className="responsive-tabs">
      <OptionButtons
        label={label}
        value={current}
        onChange={select}
        options={items.map((item) => ({ value: item.key, label: item.label }))}
        className="responsive-tabs-options"
      />
      <div className="responsive-tabs-panel">{items.find((item) => item.key === current)?.children}</div>
    </div>
  );
  if (variant === 'options' || !isWide) return options;
  return (
    <Suspense fallback={<div className="responsive-tabs-pending" aria-busy="true" />}>
      <WideTabs
        activeKey={current}
        onChange={select}
        items={items}
        size={size}
        tabBarGutter={tabBarGutter}
        aria-label={label}
      />
    </Suspense>
  );
}
