import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  InteractionOutlined,
  LineChartOutlined,
  MenuOutlined,
  ProfileOutlined,
  ReadOutlined,
  RollbackOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuIconName } from '@boardforge/contracts/erp-menu.ts';
import type { ComponentType } from 'react';

// A curated map instead of `import *`: the full icon set would add megabytes to the ERP chunk.
// Menus edited to name an icon not listed here fall back to AppstoreOutlined.
// Typed by the contracts' list, which the server validates `menuico` against: the two cannot drift apart.
const menuIcons: Record<MenuIconName, ComponentType> = {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  GiftOutlined,
  HomeOutlined,
  InteractionOutlined,
  LineChartOutlined,
  MenuOutlined,
  ProfileOutlined,
  ReadOutlined,
  RollbackOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
  UndoOutlined,
  UserOutlined,
};

/** Renders the @ant-design/icons component a menu entry names (menuico). */
export function MenuIcon({ name }: { name: string }) {
  const Icon = (menuIcons as Record<string, ComponentType | undefined>)[name] ?? AppstoreOutlined;
  return <Icon />;
}
