import { describe, expect, it } from 'vitest';
import { isChinese, pickWording, toLanguage } from './language.ts';

describe('the platform language of a tag', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    [' ZH-tw ', 'zh-CN'],
    ['zh-Hans-CN,zh;q=0.9', 'zh-CN'],
    ['en', 'en'],
    ['en-US,zh;q=0.5', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ] as const)('%j is %s', (tag, language) => {
    expect(toLanguage(tag)).toBe(language);
    if (typeof tag === 'string') expect(isChinese(tag)).toBe(language === 'zh-CN');
  });

  it('picks the wording of the language', () => {
    const wording = { zh: '订单', en: 'Order' };
    expect(pickWording('zh-CN', wording)).toBe('订单');
    expect(pickWording('en', wording)).toBe('Order');
  });
});
