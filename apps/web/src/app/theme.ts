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
    // antd's default error red (#ff4d4f) is 3.3:1 on white; red-7 is 5.6:1, so field messages, danger buttons and
    // error alerts pass WCAG AA (4.5:1) everywhere. The success and warning text colours likewise (green-8, gold-9).
    colorError: '#cf1322',
    colorErrorText: '#cf1322',
    colorSuccessText: '#237804',
    colorWarningText: '#874d00',
  },
  components: {
    // Tag text on its light tint: antd's preset text (palette 7) and status colours fall below 4.5:1 for these hues,
    // so the tag alone takes darker shades (5:1 or more on the tint); the tints and borders stay antd's.
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      cyan7: '#006d75',
      green7: '#237804',
      lime7: '#3f6600',
      gold7: '#874d00',
      yellow7: '#876800',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
    },
    Layout: { headerBg: '#ffffff', bodyBg: '#f5f7f9', siderBg: brandColors.navy },
    Menu: { darkItemBg: brandColors.navy, darkSubMenuItemBg: '#0a1521' },
  },
};

/** The same theme with antd's motions turned off (drawers, dialogs, toasts and waves appear and go at once). */
export const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
