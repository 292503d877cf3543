import { type CreatePaymentAnswer, type PaymentChannel, paymentChannels } from '@boardforge/contracts/payments.ts';
import { Alert, Button, Radio, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebounceButton } from '../../../components/debounce-button.tsx';
import { useCreatePayment } from '../api/create-payment.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { useSandboxPay } from '../api/sandbox-pay.ts';

const yuanFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What is paid: an order (its outstanding amount), or anything else whose own route starts the payment. */
type PaySource =
  | { orderId: string; startPayment?: never }
  | { orderId?: never; startPayment: (channel: PaymentChannel) => Promise<CreatePaymentAnswer> };

export type PayPanelProps = PaySource & {
  /** The outstanding amount in yuan. */
  amount: number;
  /** The payment settled (paid or failed): the page re-reads the order. */
  onSettled: () => void;
  /** A payment already started (a pending bank transfer read from the order): shown instead of the channel choice. */
  startedPayment?: CreatePaymentAnswer | null;
};

/**
 * Pays an order (or a design job, through `startPayment`): choose a channel, then the pay page / QR code / bank instructions, polling the payment's status. A
 * failed payment, or "Pay another way" while one waits, offers every channel again.
 */
export function PayPanel({ orderId, startPayment, amount, onSettled, startedPayment = null }: PayPanelProps) {
  const { t } = useTranslation('orders');
  const [channel, setChannel] = useState<PaymentChannel>(
    startedPayment?.bankInstructions ? 'bank_transfer' : 'sandbox',
  );
  const [payment, setPayment] = useState<CreatePaymentAnswer | null>(startedPayment);
  const [hasFailed, setHasFailed] = useState(false);
  const create = useCreatePayment();
  const sandbox = useSandboxPay();
  const status = usePaymentStatus(payment?.paymentId ?? null);
  const current = status.data?.status;

  useEffect(() => {
    if (current && current !== 'pending') onSettled();
    if (current === 'failed') {
      // The attempt is over: the choice of every channel comes back, with a word on what happened.
      setHasFailed(true);
      setPayment(null);
    }
  }, [current, onSettled]);

  const start = async () => {
    try {
      setPayment(startPayment ? await startPayment(channel) : await create.mutateAsync({ orderId, channel }));
      setHasFailed(false);
    } catch {
      // The client notified the reason (e.g. a channel not configured).
    }
  };

  if (!payment) {
    return (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <strong>{t('pay.title', { amount: `¥${yuanFormat.format(amount)}` })}</strong>
        {hasFailed && <Alert type="error" showIcon message={t('pay.failedRetry')} data-testid="pay-failed" />}
        <Radio.Group
          value={channel}
          onChange={(event) => setChannel(event.target.value as PaymentChannel)}
          aria-label={t('pay.channel')}
        >
          <Space direction="vertical">
            {paymentChannels.map((entry) => (
              <Radio key={entry} value={entry}>
                {t(`pay.channels.${entry}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <DebounceButton type="primary" loading={create.isPending} onClick={() => void start()}>
          {t('pay.start')}
        </DebounceButton>
      </Space>
    );
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <strong>{t('pay.title', { amount: `¥${yuanFormat.format(payment.amount)}` })}</strong>
      <div aria-live="polite">
        <Tag
          color={current === 'paid' ? 'green' : current === 'failed' ? 'red' : 'processing'}
          data-testid="pay-status"
        >
          {t(`pay.status.${current ?? 'pending'}`)}
        </Tag>
      </div>
      {payment.bankInstructions && (
        <>
          <Alert type="info" showIcon message={t('pay.bankTitle')} description={t('pay.bankNote')} />
          <dl className="pay-bank">
            <dt>{t('pay.accountName')}</dt>
            <dd>{payment.bankInstructions.accountName}</dd>
            <dt>{t('pay.bankName')}</dt>
            <dd>{payment.bankInstructions.bankName}</dd>
            <dt>{t('pay.accountNo')}</dt>
            <dd>{payment.bankInstructions.accountNo}</dd>
            <dt>{t('pay.reference')}</dt>
            <dd data-testid="pay-reference">{payment.bankInstructions.reference}</dd>
          </dl>
        </>
      )}
      {payment.qrCode && (
        <p>
          {t('pay.scanQr')}: <code>{payment.qrCode}</code>
        </p>
      )}
      {payment.payUrl && current !== 'paid' && (
        <Space wrap>
          <Button href={payment.payUrl} target="_blank" rel="noopener">
            {t('pay.openPayPage')}
          </Button>
          {channel === 'sandbox' && (
            <>
              <DebounceButton
                type="primary"
                loading={sandbox.isPending}
                onClick={() =>
                  void sandbox
                    .mutateAsync({ paymentId: payment.paymentId, result: 'paid' })
                    .then(() => status.refetch())
                    .catch(() => undefined)
                }
              >
                {t('pay.sandboxPaid')}
              </DebounceButton>
              <Button
                onClick={() =>
                  void sandbox
                    .mutateAsync({ paymentId: payment.paymentId, result: 'failed' })
                    .then(() => status.refetch())
                    .catch(() => undefined)
                }
              >
                {t('pay.sandboxFailed')}
              </Button>
            </>
          )}
        </Space>
      )}
      {current !== 'paid' && <Button onClick={() => setPayment(null)}>{t('pay.otherChannel')}</Button>}
    </Space>
  );
}
