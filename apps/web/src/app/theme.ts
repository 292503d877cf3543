import type { ThemeConfig } from 'antd';

/** BoardForge brand: solder-mask green with an amber accent on deep navy. */
export const brandColors = { primary: '#0b6e4f', accent: '#f5b43c', navy: '#0d1b2a' };

export const theme: ThemeConfig = {
  token: {
    colorPrimary: brandColors.primary,
    colorLink: brandColors.primary,
    colorInfo: '#1559b7',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
  },
  components: {
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7f9', siderBg: brandColors.navy },
    Menu: { darkItemBg: brandColors.navy, darkSubMenuItemBg: '#0a1521' },
  },
};
