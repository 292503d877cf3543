import { describe, expect, it } from 'vitest';
import { catalogues, selectLanguage, translate } from './messages.ts';

describe('server message catalogues', () => {
  it('en and zh-CN hold the same keys, none empty', () => {
    const english = Object.keys(catalogues.en).sort();
    const chinese = Object.keys(catalogues['zh-CN']).sort();
    expect(chinese).toEqual(english);
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of Object.entries(catalogue)) expect(text.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('each translation uses the same parameters as the English text', () => {
    const parametersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(catalogues.en)) {
      expect(parametersOf(catalogues['zh-CN'][key as keyof typeof catalogues.en]), key).toEqual(parametersOf(text));
    }
  });

  it('picks Chinese for Accept-Language starting with zh, else English', () => {
    expect(selectLanguage('zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(selectLanguage('ZH-tw')).toBe('zh-CN');
    expect(selectLanguage('en-US,zh;q=0.5')).toBe('en');
    expect(selectLanguage(undefined)).toBe('en');
  });

  it('fills parameters', () => {
    expect(translate('en', 'menus.roleNotFound', { roleId: '42' })).toBe('Role 42 does not exist.');
    expect(translate('zh-CN', 'menus.roleNotFound', { roleId: '42' })).toBe('角色 42 不存在。');
  });

  it('fills a parameter worded in each language with the message language’s wording', () => {
    const params = { role: { en: 'Sales manager', 'zh-CN': '销售经理' }, roleId: '14', tag: 'order:salesQuote' };
    expect(translate('en', 'staffUsers.roleBeyondOwn', params)).toContain('Sales manager (14)');
    expect(translate('zh-CN', 'staffUsers.roleBeyondOwn', params)).toContain('「销售经理」（14）');
  });
});
