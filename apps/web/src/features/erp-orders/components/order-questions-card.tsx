import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderMessagesThread } from '../../../components/order-messages-thread.tsx';
import { useErpOrderMessages, useSendErpOrderMessage } from '../api/order-messages.ts';

/** The customer's questions on an order and staff's answers, in the order drawer. */
export function OrderQuestionsCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('common');
  const thread = useErpOrderMessages(orderId);
  const send = useSendErpOrderMessage(orderId);
  return (
    <Card size="small" title={<h3 className="card-heading">{t('orderMessages.title')}</h3>}>
      <OrderMessagesThread
        messages={thread.data}
        viewer="staff"
        onSend={(body) => send.mutateAsync(body)}
        isSending={send.isPending}
      />
    </Card>
  );
}
