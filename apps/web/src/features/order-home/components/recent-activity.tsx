import { DownloadOutlined } from '@ant-design/icons';
import type { HomeOrder, RecentFile } from '@boardforge/contracts/order-home.ts';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { buildUrl } from '../../../lib/request.ts';
import { HomeOrderHead, HomeSection } from './order-home-parts.tsx';

/** The newest inquiries (orders still being quoted or awaiting the customer's yes), with a link to all of them. */
export function RecentQuotes({ orders }: { orders: readonly HomeOrder[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeSection
      id="order-home-quotes"
      title={t('quotes.title')}
      count={orders.length}
      empty={t('quotes.empty')}
      action={<LinkButton to="/myOrder?group=inquiry">{t('quotes.all')}</LinkButton>}
    >
      <ul className="order-home-list">
        {orders.map((order) => (
          <li key={order.orderId} className="order-home-row" data-order-no={order.orderNo}>
            <HomeOrderHead order={order} />
            <span className="order-home-date">{t('quotes.sent', { date: formatDateTime(order.createdAt) })}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** The newest Gerber and BOM files the customer uploaded, each a download link. */
export function RecentFiles({ files }: { files: readonly RecentFile[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeSection id="order-home-files" title={t('files.title')} count={files.length} empty={t('files.empty')}>
      <ul className="order-home-list">
        {files.map((file) => (
          <li key={file.fileId} className="order-home-file">
            <a href={buildUrl('/file/download', { fileId: file.fileId })} download={file.fileName}>
              <DownloadOutlined aria-hidden="true" /> {file.fileName}
            </a>
            <span className="order-home-type">{t(`files.kinds.${file.kind}`)}</span>
            <span className="order-home-date">{formatDateTime(file.createdAt)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
