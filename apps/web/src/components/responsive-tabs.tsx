import { Grid, Radio, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import './responsive-tabs.css';

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
 * Tabs on wide screens; a wrapping group of option buttons below 768 px, where antd's overflow
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
  const screens = Grid.useBreakpoint();
  const [ownKey, setOwnKey] = useState(defaultActiveKey ?? items[0]?.key);
  const current = activeKey ?? ownKey;
  const select = (key: string) => {
    setOwnKey(key);
    onChange?.(key);
  };
  if (variant === 'auto' && screens.md) {
    return (
      <Tabs
        activeKey={current}
        onChange={select}
        items={items}
        size={size}
        tabBarGutter={tabBarGutter}
        aria-label={label}
      />
    );
  }
  return (
    <div className="responsive-tabs">
      <Radio.Group
        aria-label={label}
        optionType="button"
        buttonStyle="solid"
        value={current}
        onChange={(event) => select(String(event.target.value))}
        options={items.map((item) => ({ value: item.key, label: item.label }))}
        className="responsive-tabs-options"
      />
      <div className="responsive-tabs-panel">{items.find((item) => item.key === current)?.children}</div>
    </div>
  );
}
