import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** States plainly that a part of the product is not built yet (never a fake working form). */
export function PendingNotice({ children, action }: { children: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      className="pending-notice"
      type="info"
      showIcon
      icon={<ClockCircleOutlined />}
      title={t('pending.badge')}
      description={children}
      action={action}
      role="status"
    />
  );
}
