import { passwordLimits } from '@boardforge/contracts/accounts.ts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import {
  type AccountRuleKey,
  checkConfirmPassword,
  checkEmail,
  checkMailCode,
  checkNewPassword,
  checkQq,
  checkSmsCode,
} from './account-rules.ts';

type AuthT = TFunction<'auth'>;

/** Wraps a check into an antd validator that rejects with the translated message. */
function ruleOf(t: AuthT, check: (value: string | undefined) => AccountRuleKey | null, isRequired = false): FormRule {
  return {
    required: isRequired,
    validator: (_rule, value: string | undefined) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(`rules.${key}`, passwordLimits))) : Promise.resolve();
    },
  };
}

/** antd rules of the account fields, in the UI language. */
export function buildAccountRules(t: AuthT) {
  return {
    qq: [ruleOf(t, checkQq)],
    newPassword: [ruleOf(t, checkNewPassword, true)],
    smsCode: [ruleOf(t, checkSmsCode, true)],
    email: [ruleOf(t, checkEmail, true)],
    mailCode: [ruleOf(t, checkMailCode, true)],
    /** The consent box: must be ticked. */
    acceptTerms: [
      {
        validator: (_rule: unknown, value: boolean | undefined) =>
          value ? Promise.resolve() : Promise.reject(new Error(t('rules.consentRequired'))),
      },
    ] as FormRule[],
    /** The repeat field compares with the form's `password` field. */
    confirmPassword: [
      ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
        required: true,
        validator: (_rule: unknown, value: string | undefined) => {
          const key = checkConfirmPassword(getFieldValue('password') as string | undefined, value);
          return key ? Promise.reject(new Error(t(`rules.${key}`))) : Promise.resolve();
        },
      }),
    ] as FormRule[],
  };
}
