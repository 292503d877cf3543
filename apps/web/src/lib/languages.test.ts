import { describe, expect, it } from 'vitest';
import { detectLanguage } from './languages.ts';

describe('detectLanguage', () => {
  it('takes ?lang= above the remembered choice and the browser’s language', () => {
    expect(detectLanguage('?lang=en', 'zh-CN', 'zh-CN')).toBe('en');
    expect(detectLanguage('?x=1&lang=zh-cn', 'en', 'en-US')).toBe('zh-CN');
  });

  it('falls back to the remembered choice, then the browser, when ?lang= is missing or unknown', () => {
    expect(detectLanguage('?lang=fr', 'en', 'zh-CN')).toBe('en');
    expect(detectLanguage('', null, 'zh-TW')).toBe('zh-CN');
    expect(detectLanguage('', null, undefined)).toBe('en');
  });
});
