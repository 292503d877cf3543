import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import {
  type StaffOrderAction,
  transitionPayloadSchemas,
  transitionRequestSchema,
} from '@boardforge/contracts/orders-transitions.ts';
import type { StaffMember } from '@boardforge/contracts/staff.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { buyerRoleIds, salespersonRoleIds } from '@boardforge/domain/order-status/requirements.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { formatPreciseMoney } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readMaxLength } from '../../../lib/schema-limits.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useOrderTransition } from '../api/run-transition.ts';
import {
  buildInitialValues,
  checkPayload,
  type FormFieldError,
  hasFields,
  isFieldPath,
  type TransitionFormValues,
  toFormFieldErrors,
} from '../utils/transition-forms.ts';
import { useDescribeIssue } from './use-describe-issue.ts';

/** The longest text each field's payload takes (the contract's transition schemas). */
const fieldMaxLengths = {
  lineSupplier: readMaxLength(transitionPayloadSchemas.purchaseQuote.shape.lines._zod.def.element.shape.supplier),
  reason: readMaxLength(transitionPayloadSchemas.rejectContract.shape.reason),
  orderSupplier: readMaxLength(transitionPayloadSchemas.placePurchaseOrder.shape.supplier),
  note: readMaxLength(transitionPayloadSchemas.placePurchaseOrder.shape.note),
  carrier: readMaxLength(transitionPayloadSchemas.warehouseExit.shape.carrier),
  trackingNo: readMaxLength(transitionPayloadSchemas.warehouseExit.shape.trackingNo),
};

export type TransitionFormModalProps = {
  order: ErpOrderDetail;
  /** The action whose form is open; null: closed. */
  action: StaffOrderAction | null;
  staff: readonly StaffMember[];
  onClose: () => void;
};

/** The form of one staff action: its payload fields, fromStatus sent along; 400s beside the fields; a stale or no longer allowed action reloads. */
export function TransitionFormModal({ order, action, staff, onClose }: TransitionFormModalProps) {
  const { t } = useTranslation('erp');
  const language = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const transition = useOrderTransition();
  const describeIssue = useDescribeIssue();
  const [form] = Form.useForm<TransitionFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const actionName = action ? t(`orders.actions.${action}`) : '';

  // Opening the form, another order, or the order moved on (someone else acted) starts the form from what the
  // order records. The same order read again (events, a refocused window) keeps what is typed and shown.
  const formStartedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!action) {
      formStartedFor.current = null;
      return;
    }
    const startKey = `${action}|${order.orderId}|${order.status}`;
    if (formStartedFor.current === startKey) return;
    formStartedFor.current = startKey;
    setFormError(null);
    form.resetFields();
    form.setFieldsValue(buildInitialValues(action, order));
  }, [action, order, form]);

  const showFieldErrors = (errors: readonly FormFieldError[]) => {
    // The paths come from the payload schema, whose field names the form uses; antd types names per value shape.
    form.setFields(
      errors.map((error) => ({ name: error.name, errors: [error.message] })) as Parameters<typeof form.setFields>[0],
    );
  };

  const submit = async () => {
    if (!action) return;
    setFormError(null);
    const checked = checkPayload(action, form.getFieldsValue(true), describeIssue);
    if (!checked.isValid) {
      showFieldErrors(checked.errors);
      return;
    }
    try {
      // The payload passed its action's schema above; the contract's request schema types the whole request.
      await transition.mutateAsync(
        transitionRequestSchema.parse({
          orderId: order.orderId,
          action,
          fromStatus: order.status,
          payload: checked.payload,
        }),
      );
      void message.success(t('orders.feedback.done', { action: actionName }));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.reason === 'order.staleStatus' || error.reason === 'order.actionNotAllowed') {
        // Someone moved the order first, or its status no longer allows this: show where it stands now, with the
        // buttons that still apply.
        void message.warning(
          t(error.reason === 'order.staleStatus' ? 'orders.feedback.stale' : 'orders.feedback.notAllowed'),
        );
        onClose();
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
        return;
      }
      const fieldErrors = toFormFieldErrors(error.fieldErrors);
      showFieldErrors(fieldErrors.filter((entry) => isFieldPath(entry.name)));
      setFormError(t('orders.feedback.refused', { message: error.message }));
      if (error.reason === 'resource.notFound') void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    }
  };

  const pickerOf = (roleIds: readonly string[]) =>
    staff
      .filter((member) => roleIds.includes(member.roleId))
      .map((member) => {
        return {
          value: member.userId,
          label: `${member.nickname} · ${pickWording(language, member.roleName)} · ${member.phone}`,
        };
      });

  return (
    <Modal
      open={action !== null}
      title={actionName}
      okText={t('orders.form.submit')}
      cancelText={t('orders.form.close')}
      confirmLoading={transition.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" name="erp-transition" requiredMark={false}>
        {action && !hasFields(action) ? (
          <p>{t('orders.form.confirm', { action: actionName, orderNo: order.orderNo })}</p>
        ) : null}
        {action === 'assignSales' ? (
          <Form.Item name="salesUserId" label={t('orders.form.salesUserId')}>
            <Select placeholder={t('orders.form.pickStaff')} options={pickerOf(salespersonRoleIds)} />
          </Form.Item>
        ) : null}
        {action === 'assignPurchasing' ? (
          <Form.Item name="buyerUserId" label={t('orders.form.buyerUserId')}>
            <Select placeholder={t('orders.form.pickStaff')} options={pickerOf(buyerRoleIds)} />
          </Form.Item>
        ) : null}
        {action === 'purchaseQuote' || action === 'salesQuote'
          ? order.lines.map((line, index) => (
              <fieldset key={line.lineId} className="erp-line-fieldset">
                <legend>
                  {t('orders.form.lineOf', {
                    label: pickWording(language, { zh: line.labelZh, en: line.label }),
                    quantity: line.quantity,
                  })}
                </legend>
                {action === 'purchaseQuote' ? (
                  <div className="erp-line-fields">
                    <Form.Item
                      name={['lines', index, 'unitCost']}
                      label={t('orders.form.unitCost', { line: index + 1 })}
                    >
                      <InputNumber min={0} step={0.01} precision={4} style={{ width: '100%' }} />
                    </Form.Item>
                    <Form.Item
                      name={['lines', index, 'supplier']}
                      label={t('orders.form.supplier', { line: index + 1 })}
                    >
                      <Input maxLength={fieldMaxLengths.lineSupplier} />
                    </Form.Item>
                  </div>
                ) : (
                  <Form.Item
                    name={['lines', index, 'unitPrice']}
                    label={t('orders.form.unitPrice', { line: index + 1 })}
                  >
                    <InputNumber min={0} step={0.01} precision={4} style={{ width: '100%' }} />
                  </Form.Item>
                )}
              </fieldset>
            ))
          : null}
        {action === 'approveContract' ? (
          <Form.Item
            name="adjustedTotal"
            label={t('orders.form.adjustedTotal')}
            extra={t('orders.form.adjustedTotalHelp', { amount: formatPreciseMoney(order.total) })}
          >
            <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        {action === 'approveContract' ||
        action === 'rejectContract' ||
        action === 'declineReturn' ||
        action === 'cancel' ? (
          <Form.Item name="reason" label={t('orders.form.reason')}>
            <Input.TextArea maxLength={fieldMaxLengths.reason} showCount autoSize={{ minRows: 2 }} />
          </Form.Item>
        ) : null}
        {action === 'placePurchaseOrder' ? (
          <>
            <Form.Item
              name="supplier"
              label={t('orders.form.supplierOrder')}
              extra={t('orders.form.supplierOrderHelp')}
            >
              <Input maxLength={fieldMaxLengths.orderSupplier} />
            </Form.Item>
            <Form.Item name="expectedDate" label={t('orders.form.expectedDate')}>
              <Input type="date" />
            </Form.Item>
            <Form.Item name="note" label={t('orders.form.note')}>
              <Input.TextArea maxLength={fieldMaxLengths.note} showCount autoSize={{ minRows: 2 }} />
            </Form.Item>
          </>
        ) : null}
        {action === 'warehouseEntry' ? (
          <Form.Item name="quantity" label={t('orders.form.quantity')}>
            <InputNumber min={1} step={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        ) : null}
        {action === 'warehouseExit' ? (
          <>
            <Form.Item name="carrier" label={t('orders.form.carrier')}>
              <Input maxLength={fieldMaxLengths.carrier} />
            </Form.Item>
            <Form.Item name="trackingNo" label={t('orders.form.trackingNo')}>
              <Input maxLength={fieldMaxLengths.trackingNo} />
            </Form.Item>
          </>
        ) : null}
        {action === 'approveReturn' ? (
          <>
            <Form.Item name="refundAmount" label={t('orders.form.refundAmount')}>
              <InputNumber min={0} step={1} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="restock" valuePropName="checked">
              <Checkbox>{t('orders.form.restock')}</Checkbox>
            </Form.Item>
          </>
        ) : null}
        {formError ? <Alert type="error" showIcon title={formError} role="alert" /> : null}
      </Form>
    </Modal>
  );
}
