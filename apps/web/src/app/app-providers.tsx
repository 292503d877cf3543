import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setFeedback } from '../lib/feedback.ts';
import { queryClient } from '../lib/query-client.ts';
import { usePrefersReducedMotion } from '../lib/reduced-motion.ts';
import { reducedMotionTheme, theme } from './theme.ts';

/** Hands antd's context-aware modal and notification to the request layer (current locale and theme). */
function FeedbackBridge() {
  const { modal, notification } = AntdApp.useApp();
  useEffect(() => {
    setFeedback({
      confirm: (props) => modal.confirm(props),
      notifyError: (props) => notification.error(props),
    });
  }, [modal, notification]);
  return null;
}

/**
 * Query cache, antd locale/theme following the UI language (antd's motions off when the visitor asks for less
 * motion), and the App context.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      {/* No space inserted between two Chinese characters: the accessible name stays 登录 / 注册 as labelled. */}
      <ConfigProvider
        locale={pickWording(toLanguage(i18n.language), { zh: zhCN, en: enUS })}
        theme={reducedMotion ? reducedMotionTheme : theme}
        button={{ autoInsertSpace: false }}
      >
        <AntdApp>
          <FeedbackBridge />
          {children}
        </AntdApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
