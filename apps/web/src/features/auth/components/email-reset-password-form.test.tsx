import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { EmailResetPasswordForm } from './email-reset-password-form.tsx';

// A forgotten password of an account registered by e-mail: a reset code by mail, then the new password.
setUpPageTests();

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('<EmailResetPasswordForm>', () => {
  it('mails a reset code to the address and sends it with the new password', async () => {
    const onReset = vi.fn();
    fetchMock.mockImplementation((input) =>
      String(input).includes('getMailCode')
        ? answerJson(200, { code: '200', msg: 'OK', data: { resendAfter: 60 } })
        : answerJson(200, { code: '200', msg: 'Password reset; log in with the new password.', data: null }),
    );
    renderWithProviders(
      <AntdApp>
        <EmailResetPasswordForm onReset={onReset} />
      </AntdApp>,
    );
    fill('E-mail', ' Buyer@Example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const codeRequest = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(codeRequest.pathname).toBe('/api/user/getMailCode');
    expect(Object.fromEntries(codeRequest.searchParams)).toEqual({ email: 'Buyer@Example.com', type: 'reset' });
    expect(await screen.findByRole('button', { name: /Resend \(\d+ s\)/ })).toBeTruthy();

    fill('E-mail Code', '123456');
    fill('New Password', 'Remembered2027');
    fill('Confirm Password', 'Remembered2027');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toMatch(/\/api\/user\/resetPasswordByEmail$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'Buyer@Example.com',
      code: '123456',
      password: 'Remembered2027',
      confirmPassword: 'Remembered2027',
    });
  });
});
