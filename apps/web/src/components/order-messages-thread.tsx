import { type OrderMessage, orderMessageLimits } from '@boardforge/contracts/order-messages.ts';
import { Alert, Button, Empty, Input } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-error.ts';
import { formatDateTime } from '../lib/format.ts';

export type OrderMessagesThreadProps = {
  messages: readonly OrderMessage[] | undefined;
  /** Who reads: the customer sees staff as "our team", staff see the customer's and colleagues' names. */
  viewer: 'customer' | 'staff';
  onSend: (body: string) => Promise<unknown>;
  isSending: boolean;
};

/**
 * The questions and answers of an order (issue 13: the customer asks about a quote, staff answer): the thread oldest
 * first, and a box to write in. A refused message stays in the box with the reason beside it.
 */
export function OrderMessagesThread({ messages, viewer, onSend, isSending }: OrderMessagesThreadProps) {
  const { t } = useTranslation('common');
  const boxId = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const authorOf = (message: OrderMessage) =>
    message.author === 'customer'
      ? viewer === 'customer'
        ? t('orderMessages.you')
        : t('orderMessages.customer', { name: message.authorName })
      : viewer === 'customer'
        ? t('orderMessages.team')
        : message.authorName;

  const send = async () => {
    setError(null);
    try {
      await onSend(body);
      setBody('');
    } catch (refusal) {
      if (!isApiError(refusal)) throw refusal;
      setError(refusal.fieldErrors[0]?.message ?? refusal.message);
    }
  };

  return (
    <div className="order-messages" data-testid="order-messages">
      {messages && messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orderMessages.empty')} />
      ) : (
        <ol className="order-messages-list">
          {(messages ?? []).map((message) => (
            <li key={message.id} className={`order-message order-message-${message.author}`}>
              <div className="order-message-meta">
                <strong>{authorOf(message)}</strong> · {formatDateTime(message.createdAt)}
              </div>
              <p>{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={boxId} className="order-messages-label">
        {t(viewer === 'customer' ? 'orderMessages.ask' : 'orderMessages.answer')}
      </label>
      <Input.TextArea
        id={boxId}
        value={body}
        maxLength={orderMessageLimits.body}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(event) => setBody(event.target.value)}
      />
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Button type="primary" loading={isSending} disabled={body.trim() === ''} onClick={() => void send()}>
        {t('orderMessages.send')}
      </Button>
    </div>
  );
}
