import { feedbackLimits } from '@boardforge/contracts/feedback.ts';
import { Alert, App, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './feedback-form.css';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import {
  buildFeedbackRequest,
  type FeedbackField,
  type FeedbackFormValues,
  type FeedbackProblem,
  findFeedbackProblem,
} from '../utils/feedback-fields.ts';

const requiredMessageKeys = {
  name: 'contact.form.errors.nameRequired',
  phone: 'contact.form.errors.phoneRequired',
  email: 'contact.form.errors.emailRequired',
  content: 'contact.form.errors.contentRequired',
} as const;

const emptyValues: FeedbackFormValues = { name: '', company: '', phone: '', email: '', content: '' };

/** The contact page's feedback form: name, company, phone, e-mail and message → POST /api/common/sendmail. */
export function FeedbackForm() {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const send = useSendFeedback();
  const [form] = Form.useForm<FeedbackFormValues>();
  // A refusal no field explains (the hourly limit, a network failure) is shown above the button.
  const [failure, setFailure] = useState<string | undefined>();

  const describeProblem = (field: FeedbackField, problem: FeedbackProblem): string => {
    switch (problem) {
      case 'required':
        return field === 'company' ? '' : t(requiredMessageKeys[field]);
      case 'tooLong':
        return t('contact.form.errors.tooLong', { max: feedbackLimits[field] });
      case 'phoneInvalid':
        return t('contact.form.errors.phoneInvalid');
      case 'emailInvalid':
        return t('contact.form.errors.emailInvalid');
      case 'controlCharacters':
        return t('contact.form.errors.controlCharacters');
    }
  };
  const ruleOf = (field: FeedbackField) => ({
    validator: (_rule: unknown, value: string | undefined) => {
      const problem = findFeedbackProblem(field, value);
      return problem ? Promise.reject(new Error(describeProblem(field, problem))) : Promise.resolve();
    },
  });

  const handleFinish = async (values: FeedbackFormValues) => {
    // Enter in a field submits too; one request at a time.
    if (send.isPending) return;
    setFailure(undefined);
    try {
      await send.mutateAsync(buildFeedbackRequest(values));
      void message.success(t('contact.form.sent'));
      form.resetFields();
    } catch (error) {
      if (applyFieldErrors(form, error)) return;
      setFailure(isApiError(error) ? error.message : t('contact.form.failed'));
    }
  };

  return (
    <Form<FeedbackFormValues>
      form={form}
      name="feedback"
      layout="vertical"
      className="feedback-form"
      initialValues={emptyValues}
      onFinish={handleFinish}
      onValuesChange={() => setFailure(undefined)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('contact.form.name')} name="name" required rules={[ruleOf('name')]}>
            <Input maxLength={feedbackLimits.name} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('contact.form.company')} name="company" rules={[ruleOf('company')]}>
            <Input maxLength={feedbackLimits.company} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('contact.form.phone')} name="phone" required rules={[ruleOf('phone')]}>
            <Input maxLength={feedbackLimits.phone} autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('contact.form.email')} name="email" required rules={[ruleOf('email')]}>
            <Input maxLength={feedbackLimits.email} autoComplete="email" inputMode="email" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('contact.form.content')} name="content" required rules={[ruleOf('content')]}>
        <Input.TextArea maxLength={feedbackLimits.content} showCount rows={5} />
      </Form.Item>
      {failure ? <Alert type="error" showIcon title={failure} className="feedback-form-failure" /> : null}
      <SubmitButton type="primary" loading={send.isPending}>
        {send.isPending ? t('contact.form.submitting') : t('contact.form.submit')}
      </SubmitButton>
    </Form>
  );
}
