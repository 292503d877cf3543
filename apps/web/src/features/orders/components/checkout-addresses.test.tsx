import type { Address } from '@boardforge/contracts/addresses.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { CheckoutAddresses, pickInitialAddress } from './checkout-addresses.tsx';

const complete: Address = {
  id: 'a1',
  fullName: 'Li Lei',
  mobile: '13811112222',
  country: '',
  province: '广东省',
  city: '深圳市',
  district: '',
  detail: '1 Keji Road',
  isDefault: false,
};
// Saved before province, city and street were required, and the default.
const incomplete: Address = { ...complete, id: 'a2', fullName: 'Han Meimei', city: ' ', detail: '', isDefault: true };

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('<CheckoutAddresses>', { timeout: 20_000 }, () => {
  it('starts on the first complete address, never on an incomplete default', () => {
    expect(pickInitialAddress([incomplete, complete])?.id).toBe('a1');
    expect(
      pickInitialAddress([
        { ...complete, id: 'a3' },
        { ...complete, isDefault: true },
      ])?.id,
    ).toBe('a1');
    expect(pickInitialAddress([incomplete])).toBeUndefined();
  });

  it('marks an incomplete address, asks to complete it, and refuses it as the choice', async () => {
    const onEdit = vi.fn();
    render(
      <Form initialValues={{ addressId: 'a1' }}>
        <CheckoutAddresses addresses={[incomplete, complete]} onEdit={onEdit} />
      </Form>,
    );
    expect(screen.getByRole('radio', { name: /Han Meimei.*Incomplete/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Li Lei/ }).textContent ?? '').not.toContain('Incomplete');
    fireEvent.click(screen.getByRole('button', { name: 'Complete the address of Han Meimei' }));
    expect(onEdit).toHaveBeenCalledWith(incomplete);

    fireEvent.click(screen.getByRole('radio', { name: /Han Meimei/ }));
    expect(await screen.findByText(/lacks a province, city or street address/)).toBeTruthy();
  });
});
