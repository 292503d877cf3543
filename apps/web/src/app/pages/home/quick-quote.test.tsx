import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { QuickQuote } from './quick-quote.tsx';

// Issue 11, point 11: the home quick quote marks every invalid number at once (before: no price, no word why, and
// the button opened the full quote without what was typed).
setUpPageTests();

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
/** The messages beside a number, found through its description. */
const messagesOf = (label: string) => {
  const id = screen.getByLabelText(label, { exact: true }).getAttribute('aria-describedby');
  return (id && document.getElementById(id)?.textContent) || '';
};

describe('<QuickQuote>', { timeout: 30_000 }, () => {
  it.each(['en', 'zh-CN'] as const)(
    'marks the empty, the unreadable and the too-small number at once (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
      renderWithProviders(<QuickQuote />, '/');
      const isEnglish = language === 'en';
      const [length, width, quantity] = isEnglish
        ? ['Length (mm)', 'Width (mm)', 'Quantity']
        : ['长度(mm)', '宽度(mm)', '数量'];
      fill(length, '');
      fill(width, 'abc');
      fill(quantity, '0');
      expect(messagesOf(length)).toBe(isEnglish ? 'Board length is required' : '请填写板长');
      expect(messagesOf(width)).toBe(isEnglish ? 'Board width must be a number' : '板宽必须是数字');
      expect(messagesOf(quantity)).toBe(isEnglish ? 'Quantity must be at least 1 pcs' : '数量不能小于 1 pcs');
      const open = screen.getByRole('button', { name: isEnglish ? 'Get the full quote' : '查看完整报价' });
      expect(open.hasAttribute('disabled')).toBe(true);
    },
  );
});
