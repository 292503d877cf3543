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
import type { ComponentType } from 'react';

// A curated map instead of `import *`: the full icon set would add megabytes to the ERP chunk.
// Menus edited to name an icon not listed here fall back to AppstoreOutlined.
const menuIcons: Record<string, ComponentType> = {
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
  const Icon = menuIcons[name] ?? AppstoreOutlined;
  return <Icon />;
}
