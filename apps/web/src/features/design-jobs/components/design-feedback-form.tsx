import { maxDesignTextLength } from '@boardforge/domain/design-status/design-requirements.ts';
import { Button, Checkbox, Form, Input, Rate } from 'antd';
import { useTranslation } from 'react-i18next';

type Values = { stars: number; text?: string; share?: boolean };

/** Stars, words and whether to offer them to the showcase, once the final package was downloaded. */
export function DesignFeedbackForm({
  isBusy,
  onSend,
}: {
  isBusy: boolean;
  onSend: (feedback: { stars: number; text: string; share: boolean }) => Promise<void>;
}) {
  const { t } = useTranslation('designJobs');
  return (
    <Form<Values>
      layout="vertical"
      aria-label={t('feedback.title')}
      initialValues={{ stars: 5, share: false }}
      onFinish={(values) => void onSend({ stars: values.stars, text: values.text ?? '', share: values.share ?? false })}
    >
      <Form.Item
        name="stars"
        label={t('feedback.stars')}
        rules={[{ required: true, message: t('publish.required', { field: t('feedback.stars') }) }]}
      >
        <Rate />
      </Form.Item>
      <Form.Item
        name="text"
        label={t('feedback.text')}
        rules={[{ max: maxDesignTextLength, message: t('publish.tooLong', { max: maxDesignTextLength }) }]}
      >
        <Input.TextArea rows={3} maxLength={maxDesignTextLength} />
      </Form.Item>
      <Form.Item name="share" valuePropName="checked">
        <Checkbox>{t('feedback.share')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={isBusy}>
        {t('feedback.send')}
      </Button>
    </Form>
  );
}
