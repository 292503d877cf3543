import { Checkbox, Form } from 'antd';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildAccountRules } from '../utils/form-rules.ts';

/**
 * The required "I accept the terms and the privacy policy" box of registration (field `acceptTerms`);
 * the documents open in a new tab so the form keeps what was typed.
 */
export function ConsentField() {
  const { t } = useTranslation('auth');
  const rules = buildAccountRules(t);
  return (
    <Form.Item name="acceptTerms" valuePropName="checked" rules={rules.acceptTerms}>
      <Checkbox>
        <Trans
          t={t}
          i18nKey="consent.label"
          components={{
            terms: <Link to="/terms" target="_blank" rel="noopener" />,
            privacy: <Link to="/privacy" target="_blank" rel="noopener" />,
          }}
        />
      </Checkbox>
    </Form.Item>
  );
}
