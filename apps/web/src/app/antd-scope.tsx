import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { installFeedback } from '../lib/feedback.ts';
import { dayjsLocaleOf } from '../lib/languages.ts';
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
 * antd's locale and theme following the UI language (its motions off when the visitor asks for less motion), dayjs's
 * locale, and the
 * App context, around the parts of the app that draw antd components. Loaded lazily with them (antd-scope-loader.ts),
 * so a page without antd (the home page) fetches no antd at all.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const language = toLanguage(i18n.language);
  // dayjs (antd's date pickers, the back office's dates) is used only inside a scope: its global locale follows the UI
  // language here, before the children render (setting it again with the same value is free).
  dayjs.locale(dayjsLocaleOf(language));
  return (
    // No space inserted between two Chinese characters: the accessible name stays 登录 / 注册 as labelled.
    <ConfigProvider
      locale={pickWording(language, { zh: zhCN, en: enUS })}
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
