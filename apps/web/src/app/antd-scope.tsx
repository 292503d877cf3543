import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { installFeedback } from '../lib/feedback.ts';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { reducedMotionTheme, theme } from './theme.ts';

/** Hands antd's context-aware modal and notification to the request layer while the scope is mounted. */
function FeedbackBridge() {
  const { modal, notification } = AntdApp.useApp();
  useEffect(
    () =>
      installFeedback({
        confirm: (props) => modal.confirm(props),
        notifyError: (props) => notification.error(props),
      }),
    [modal, notification],
  );
  return null;
}

/**
 * antd's locale and theme following the UI language (its motions off when the visitor asks for less motion) and the
 * App context, around the parts of the app that draw antd components. Loaded lazily with them (antd-scope-loader.ts),
 * so a page without antd (the home page) fetches no antd at all.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  return (
    // No space inserted between two Chinese characters: the accessible name stays 登录 / 注册 as labelled.
    <ConfigProvider
      locale={pickWording(toLanguage(i18n.language), { zh: zhCN, en: enUS })}
      theme={reducedMotion ? reducedMotionTheme : theme}
      button={{ autoInsertSpace: false }}
    >
      {/* No element of its own: the page's layout is the same inside a scope as without one. */}
      <AntdApp component={false}>
        <FeedbackBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
