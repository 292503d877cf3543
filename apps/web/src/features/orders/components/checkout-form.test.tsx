import type { Address } from '@boardforge/contracts/addresses.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { CheckoutForm, type CheckoutLine } from './checkout-form.tsx';

// Issue 11, point 11 and gap a: the checkout marks every invalid field at once, the contact phones may be numbers
// abroad, and a refusal of the server marks each field it names.
setUpPageTests();

const address: Address = {
  id: '6f1c1f9e-3a7b-4c1d-9a55-0d6f1e2b3c4d',
  fullName: 'Li Lei',
  mobile: '13811112222',
  country: '',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '1 Keji Road',
  isDefault: true,
};
const line: CheckoutLine = { id: 'line-1', orderType: 'stencil', spec: { number: 1 }, total: 100 };
const invalidPhone =
  'Enter a valid mobile number for the chosen country or region (Chinese mainland: 11 digits starting with 13–19)';

/** Answers the checkout's reads: the addresses given, no last order; saveOrder as `saveOrder` says. */
function answerCalls(addresses: Address[], saveOrder: () => Promise<Response>) {
  fetchMock.mockImplementation((input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/address/list') return answerJson(200, { code: '200', msg: 'OK', data: addresses });
    if (path === '/api/orderInfo/lastContacts') return answerJson(200, { code: '200', msg: 'OK', data: null });
    if (path === '/api/orderInfo/saveOrder') return saveOrder();
    return answerJson(404, { code: '404', msg: 'Not found', data: null });
  });
}

function renderCheckout() {
  return renderWithProviders(
    <AntdApp>
      <CheckoutForm lines={[line]} onBack={vi.fn()} onPlaced={vi.fn()} />
    </AntdApp>,
  );
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const errorsShown = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent ?? '');

describe('<CheckoutForm>', { timeout: 30_000 }, () => {
  it('marks the contacts, both phones and the missing address at once', async () => {
    answerCalls([], () => answerJson(500, { code: '500', msg: 'unexpected', data: null }));
    renderCheckout();
    fill('Order contact phone', '12345');
    fill('Technical contact phone', '+49 1');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(errorsShown().sort()).toEqual(
        ['No address yet: add one.', 'Required', 'Required', invalidPhone, invalidPhone].sort(),
      ),
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('saveOrder'))).toBe(false);
  });

  it('sends a phone abroad in E.164 and marks each phone the server refuses', async () => {
    answerCalls([address], () =>
      answerJson(400, {
        code: '400',
        msg: 'Invalid phones',
        data: {
          errors: [
            { field: 'placingOrderPhone', message: 'Order contact phone refused' },
            { field: 'techniciansPhone', message: 'Technical contact phone refused' },
          ],
        },
      }),
    );
    renderCheckout();
    await screen.findByText(/Li Lei/);
    fill('Order contact', 'Erika Muster');
    fill('Order contact phone', '+49 1512 3456789');
    fill('Technical contact', 'Li Lei');
    fill('Technical contact phone', '138 1111 2222');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order contact phone refused')).toBeTruthy();
    expect(screen.getByText('Technical contact phone refused')).toBeTruthy();
    const saveCall = fetchMock.mock.calls.find(([input]) => String(input).includes('saveOrder'));
    const body = JSON.parse(String(saveCall?.[1]?.body));
    expect(body).toMatchObject({ placingOrderPhone: '+4915123456789', techniciansPhone: '13811112222' });
  });
});
