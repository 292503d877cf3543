import { Alert, Button, Form, type FormInstance, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { applyFieldErrors, readRefusalMessage } from '../../lib/form-errors.ts';
import { SubmitButton } from '../submit-button.tsx';

export type FormModalProps<Subject> = {
  /** The record the dialog acts on; null keeps it closed. */
  subject: Subject | null;
  title: string;
  onClose: () => void;
  /** The dialog's width in pixels (antd's default when not given); a form of many fields takes a wider one. */
  width?: number;
  /** The dialog's body for the record; it mounts afresh for each record (its form starts empty). */
  children: (subject: Subject) => ReactNode;
};

/** A back-office dialog that acts on one record: closed while there is none, closed only by its buttons. */
export function FormModal<Subject>({ subject, title, onClose, width, children }: FormModalProps<Subject>) {
  return (
    <Modal
      open={subject !== null}
      title={title}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={width}
    >
      {subject !== null && children(subject)}
    </Modal>
  );
}

export type ModalFormProps<Values> = {
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** What the record shows before the fields (a Descriptions of what to expect, a line of help). */
  summary: ReactNode;
  /** Sends the values; throws the request's error to refuse them. */
  onSubmit: (values: Values) => Promise<void>;
  onCancel: () => void;
  isSubmitting: boolean;
  labels: { failed: string; cancel: string; submit: string };
  /** The Form.Items. */
  children: ReactNode;
};

/**
 * The body of a FormModal: the summary, the server's refusal, the fields, Cancel and Submit. A 400 marks the fields it
 * names; any other refusal (already done, amounts differ…) shows the server's sentence above the form.
 */
export function ModalForm<Values>({
  form,
  initialValues,
  summary,
  onSubmit,
  onCancel,
  isSubmitting,
  labels,
  children,
}: ModalFormProps<Values>) {
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      setRefusal(readRefusalMessage(error));
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {summary}
      {refusal && <Alert type="error" showIcon role="alert" message={labels.failed} description={refusal} />}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={initialValues}
        requiredMark
      >
        {children}
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{labels.cancel}</Button>
          <SubmitButton type="primary" loading={isSubmitting}>
            {labels.submit}
          </SubmitButton>
        </Space>
      </Form>
    </Space>
  );
}
