import { Tabs, type TabsProps } from 'antd';

/** antd's Tabs, in a module of its own so that ResponsiveTabs fetches it only on wide screens. */
export function WideTabs(props: TabsProps) {
  return <Tabs {...props} />;
}
