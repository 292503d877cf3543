import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { GerberUploadPanel } from '../../../features/design-files/components/gerber-upload-panel.tsx';
import { useAttachOrderFiles } from '../../../features/orders/api/attach-order-files.ts';

export type OrderGerberAttachProps = {
  orderId: string;
  /** The order's solder mask: the previews are drawn in it. */
  solderMask: string;
};

/** The Gerber upload of the quote page, on an order without one: the uploaded zip is attached to the order at once. */
export function OrderGerberAttach({ orderId, solderMask }: OrderGerberAttachProps) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const attach = useAttachOrderFiles();

  return (
    <section aria-label={t('detail.attachGerber')} data-testid="order-gerber-attach">
      <GerberUploadPanel
        solderMask={solderMask}
        value={null}
        onChange={async (answer) => {
          if (!answer) return;
          try {
            await attach.mutateAsync({ orderId, gerberFileId: answer.fileId });
            void message.success(t('detail.gerberAttached'));
          } catch {
            // Notified by the client.
          }
        }}
      />
    </section>
  );
}
