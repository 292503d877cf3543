import { useTranslation } from 'react-i18next';
import { NotFound } from '../../../components/not-found.tsx';

/** 404 inside the back office: unknown path, or a page the role has no menu entry for. */
export function ErpNotFoundPage() {
  const { t } = useTranslation('erp');
  return <NotFound homePath="/erp/home" description={t('notFound')} />;
}
