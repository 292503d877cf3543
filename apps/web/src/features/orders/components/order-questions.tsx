import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderMessagesThread } from '../../../components/order-messages-thread.tsx';
import { useOwnOrderMessages, useSendOwnOrderMessage } from '../api/order-messages.ts';

/** The customer's questions about an order (a quote, a date) and the answers of our team. */
export function OrderQuestions({ orderId }: { orderId: string }) {
  const { t } = useTranslation('common');
  const thread = useOwnOrderMessages(orderId);
  const send = useSendOwnOrderMessage(orderId);
  return (
    <Card
      size="small"
      title={<h2 className="card-heading">{t('orderMessages.title')}</h2>}
      style={{ margin: '16px 0' }}
    >
      <OrderMessagesThread
        messages={thread.data}
        viewer="customer"
        onSend={(body) => send.mutateAsync(body)}
        isSending={send.isPending}
      />
    </Card>
  );
}
