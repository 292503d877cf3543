import { defaultPriceBook } from '@boardforge/domain/pricing/price-book.ts';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { prepareUiTest } from '../../../test/page-test.tsx';
import { createSmtForm } from '../utils/smt-form.ts';
import { SmtSpecForm } from './smt-spec-form.tsx';

function renderForm() {
  return render(
    <SmtSpecForm form={createSmtForm()} onChange={() => undefined} priceBook={defaultPriceBook} messages={new Map()} />,
  );
}

describe('SmtSpecForm', () => {
  beforeEach(prepareUiTest);

  it('tells the customer to enter 1 when the number of components is unknown, in English and Chinese', async () => {
    const { unmount } = renderForm();
    const english = screen.getByText('If the number of components is unknown, enter 1.');
    // The hint belongs to the components field: its notes describe the input.
    const notesId = screen.getByLabelText('Components per board').getAttribute('aria-describedby');
    expect(english.closest('.spec-field-notes')?.id).toBe(notesId);
    unmount();
    await i18n.changeLanguage('zh-CN');
    renderForm();
    expect(screen.getByText('如元器件数量未知，请填 1。')).toBeTruthy();
  });
});
