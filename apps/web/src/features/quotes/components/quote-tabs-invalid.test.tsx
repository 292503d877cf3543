import { maxBomSets } from '@boardforge/contracts/limits.ts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { createPcbForm } from '../utils/pcb-form.ts';
import { createSmtForm } from '../utils/smt-form.ts';
import { createStencilForm } from '../utils/stencil-form.ts';
import { quoteFormStateKey } from '../utils/tab-forms.ts';
import { readBomSets } from './bom-quote-tab.tsx';
import { PcbQuoteTab } from './pcb-quote-tab.tsx';
import { SmtQuoteTab } from './smt-quote-tab.tsx';
import { StencilQuoteTab } from './stencil-quote-tab.tsx';

// Issue 11, point 11: a quote form with several invalid fields marks every one of them at once. Before, a missing or
// unreadable number stopped the form there and the engine's complaints about the other fields were not shown.

setUpPageTests();

/** Stores a tab's form as the page keeps it (session state), so the tab opens on it. */
function storeForm(tab: 'pcb' | 'smt' | 'stencil', form: unknown) {
  window.sessionStorage.setItem(`bf.state.${quoteFormStateKey(tab)}`, JSON.stringify(form));
}

/** The messages shown beside a field, found by its label. */
function messagesOf(label: string): string {
  const input = screen.getByLabelText(label);
  const notesId = input.getAttribute('aria-describedby');
  return (notesId && document.getElementById(notesId)?.textContent) || '';
}

describe('quote tabs with several invalid fields', { timeout: 30_000 }, () => {
  it.each(['en', 'zh-CN'] as const)(
    'PCB: marks the empty, the unreadable and the out-of-range number (%s)',
    async (language) => {
      await i18n.changeLanguage(language);
      // The price book and server confirmations never answer: the browser's own check is what is tested.
      fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
      storeForm('pcb', { ...createPcbForm(), boardLength: '', boardWidth: 'abc', boardNumber: '0' });
      renderWithProviders(<PcbQuoteTab tab="pcb" />, '/quote');
      if (language === 'en') {
        expect(messagesOf('Length (mm)')).toBe('Board length is required');
        expect(messagesOf('Width (mm)')).toBe('Board width must be a number');
        expect(messagesOf('Quantity')).toBe('Quantity must be at least 1 pcs');
      } else {
        expect(messagesOf('长度(mm)')).toBe('请填写板长');
        expect(messagesOf('宽度(mm)')).toBe('板宽必须是数字');
        expect(messagesOf('数量')).toBe('数量不能小于 1 pcs');
      }
    },
  );

  it('SMT: marks the empty components, the unreadable boards and the missing PCB order number', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    storeForm('smt', { ...createSmtForm(), componentsNumber: '', boardsNumber: 'ten', hasPcbOrder: true });
    renderWithProviders(<SmtQuoteTab />, '/quote');
    expect(messagesOf('Components per board')).toMatch(/^Components per board is required/);
    expect(messagesOf('Boards')).toBe('Boards must be a number');
    expect(messagesOf('PCB order number')).toBe('PCB order number is required when you have a PCB order');
  });

  it('Stencil: marks the empty quantity and the missing PCB order number', async () => {
    fetchMock.mockReturnValue(new Promise<Response>(() => undefined));
    storeForm('stencil', { ...createStencilForm(), number: '', hasPcbOrder: true });
    renderWithProviders(<StencilQuoteTab />, '/quote');
    expect(messagesOf('Quantity')).toBe('Quantity is required');
    expect(messagesOf('PCB order number')).toBe('PCB order number is required when you have a PCB order');
  });

  // The BOM tab's limit is the order's (1 000 000 sets); it said 100 000 while the server took ten times more.
  it('BOM: takes as many sets as an order does, and no more', () => {
    expect(readBomSets(String(maxBomSets))).toEqual({ sets: maxBomSets, error: null });
    expect(readBomSets(String(maxBomSets + 1))).toEqual({ sets: null, error: 'range' });
  });
});
