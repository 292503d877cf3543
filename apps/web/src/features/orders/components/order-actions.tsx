import {
  orderReasonRequestSchema,
  rateOrderRequestSchema,
  ratingStarsRange,
  ratingStarsSchema,
} from '@boardforge/contracts/orders.ts';
import type { OrderAction } from '@boardforge/domain/order-status/payloads.ts';
import { App, Button, Checkbox, Form, Input, Modal, Popconfirm, Rate } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebounceButton } from '../../../components/debounce-button.tsx';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { isOrderMovedOn, useOrderAction } from '../api/run-order-action.ts';

type Dialog = 'cancel' | 'requestReturn' | 'rate' | null;

export type OrderActionsProps = {
  orderId: string;
  allowedActions: readonly string[];
  /** The order was rated (once only): the rating is shown instead of the button. */
  isRated: boolean;
  /** Shown first when the order can be paid now (the page supplies the payment button). */
  payButton?: React.ReactNode;
};

// Allowed action → the customer's endpoint (confirming completion is "confirm receipt" to the customer).
const directActions = [
  { allowed: 'acceptQuote', endpoint: 'acceptQuote' },
  { allowed: 'acceptAdjustedPrice', endpoint: 'acceptAdjustedPrice' },
  { allowed: 'confirmCompletion', endpoint: 'confirmReceipt' },
] as const satisfies readonly { allowed: OrderAction; endpoint: string }[];

/** The longest rating text and reason the requests take. */
const ratingContentMaxLength = readMaxLength(rateOrderRequestSchema.shape.content);
const reasonMaxLength = readMaxLength(orderReasonRequestSchema.shape.reason);

/**
 * The buttons of what the status allows the customer now; reasons and ratings in a dialog, and confirming receipt
 * (which completes the order for good) asked once more.
 */
export function OrderActions({ orderId, allowedActions, isRated, payButton }: OrderActionsProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const action = useOrderAction();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [form] = Form.useForm<{ reason?: string; stars?: number; content?: string; share?: boolean }>();
  // Rating is offered on a completed order not rated yet (the server refuses a second rating).
  const canRate = !isRated && allowedActions.includes('requestReturn') && !allowedActions.includes('confirmCompletion');
  const has = (name: string) => allowedActions.includes(name);

  const runDirect = async (name: (typeof directActions)[number]['endpoint']) => {
    try {
      await action.mutateAsync({ action: name, orderId });
      void message.success(t('actions.done'));
    } catch {
      // Notified by the client.
    }
  };

  const submitDialog = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !dialog) return;
    try {
      if (dialog === 'rate') {
        await action.mutateAsync({
          action: 'rate',
          orderId,
          stars: values.stars ?? 5,
          content: values.content?.trim() ?? '',
          share: Boolean(values.share),
        });
      } else {
        await action.mutateAsync({ action: dialog, orderId, reason: values.reason?.trim() ?? '' });
      }
      void message.success(t('actions.done'));
      setDialog(null);
      form.resetFields();
    } catch (error) {
      // The client already said why; an order that moved on is re-read, and its dialog no longer applies.
      if (isOrderMovedOn(error)) setDialog(null);
      else applyFieldErrors(form, error);
    }
  };

  const buttons = [
    payButton,
    ...directActions
      .filter((entry) => has(entry.allowed))
      .map(({ endpoint }) =>
        endpoint === 'confirmReceipt' ? (
          <Popconfirm
            key={endpoint}
            title={t('actions.confirmReceiptTitle')}
            description={<p className="order-confirm-note">{t('actions.confirmReceiptNote')}</p>}
            okText={t('actions.confirmReceiptOk')}
            cancelText={t('actions.notYet')}
            onConfirm={() => runDirect(endpoint)}
          >
            <Button type="primary" loading={action.isPending}>
              {t('actions.confirmReceipt')}
            </Button>
          </Popconfirm>
        ) : (
          <DebounceButton
            key={endpoint}
            type="primary"
            loading={action.isPending}
            onClick={() => void runDirect(endpoint)}
          >
            {t(`actions.${endpoint}`)}
          </DebounceButton>
        ),
      ),
    has('requestReturn') && (
      <Button key="return" onClick={() => setDialog('requestReturn')}>
        {t('actions.requestReturn')}
      </Button>
    ),
    canRate && (
      <Button key="rate" onClick={() => setDialog('rate')}>
        {t('actions.rate')}
      </Button>
    ),
    has('cancel') && (
      <Button key="cancel" danger onClick={() => setDialog('cancel')}>
        {t('actions.cancel')}
      </Button>
    ),
  ].filter(Boolean);

  return (
    <>
      <div className="order-actions">{buttons.length > 0 ? buttons : <span>{t('actions.none')}</span>}</div>
      <Modal
        open={dialog !== null}
        title={
          dialog === 'cancel'
            ? t('actions.cancelTitle')
            : dialog === 'rate'
              ? t('actions.rateTitle')
              : t('actions.returnTitle')
        }
        okText={t('actions.submit')}
        cancelText={t('actions.close')}
        confirmLoading={action.isPending}
        onOk={() => void submitDialog()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" name="order-action" initialValues={{ stars: 5, share: false }}>
          {dialog === 'rate' ? (
            <>
              <Form.Item
                name="stars"
                label={t('actions.stars')}
                rules={[
                  {
                    validator: (_rule, value: unknown) =>
                      ratingStarsSchema.safeParse(value).success
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('actions.starsRange', ratingStarsRange))),
                  },
                ]}
              >
                {/* Clicking the chosen star again keeps it: a rating has 1 to 5 stars, never none. */}
                <Rate allowClear={false} />
              </Form.Item>
              <Form.Item name="content" label={t('actions.content')}>
                <Input.TextArea maxLength={ratingContentMaxLength} showCount autoSize={{ minRows: 3 }} />
              </Form.Item>
              <Form.Item name="share" valuePropName="checked">
                <Checkbox>{t('actions.share')}</Checkbox>
              </Form.Item>
            </>
          ) : (
            <Form.Item
              name="reason"
              label={t('actions.reason')}
              rules={[{ required: true, whitespace: true, message: t('checkout.required') }]}
            >
              <Input.TextArea maxLength={reasonMaxLength} showCount autoSize={{ minRows: 3 }} />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
