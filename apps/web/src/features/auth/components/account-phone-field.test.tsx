import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { SmsLoginForm } from './sms-login-form.tsx';

// The calling-code picker of the account phone (issue 11, point 9): the Chinese mainland (+86) first and the
// default, every other country or region searchable; the number goes to the server in E.164.
setUpPageTests();

const renderRegister = () =>
  renderWithProviders(
    <AntdApp>
      <RegisterForm onRegistered={vi.fn()} />
    </AntdApp>,
  );

/** The URL of the n-th request the form made. */
const requestUrl = (index: number) => new URL(String(fetchMock.mock.calls[index]?.[0]), 'http://localhost');

/** Opens the picker and types into its search box. */
function searchCountry(text: string): void {
  const picker = screen.getByRole('combobox', { name: 'Country or region' });
  fireEvent.mouseDown(picker);
  fireEvent.change(picker, { target: { value: text } });
}

describe('the country or region of an account phone', () => {
  it('starts on the Chinese mainland (+86) and sends a mainland number as 11 digits', async () => {
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: 'OK', data: { resendAfter: 60 } }));
    renderRegister();
    const picker = screen.getByRole('combobox', { name: 'Country or region' });
    expect(picker.closest('.ant-select')?.textContent).toBe('+86');
    fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '+86 138 1234 5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestUrl(0).pathname).toBe('/api/user/getCode');
    expect(requestUrl(0).searchParams.get('phone')).toBe('13812345678');
  });

  it('finds a country by name or by calling code and sends the number in E.164', async () => {
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: 'OK', data: { resendAfter: 60 } }));
    renderRegister();
    // Names that start with the search come first: Germany before Algeria, Niger and Nigeria.
    searchCountry('ger');
    const [first] = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(first?.getAttribute('aria-label')).toBe('Germany +49');
    fireEvent.click(await screen.findByTitle('Germany +49'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country or region' }).closest('.ant-select')?.textContent).toBe(
        '+49',
      ),
    );
    // The national number with its trunk 0, as a German customer writes it.
    fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '01512 3456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestUrl(0).searchParams.get('phone')).toBe('+4915123456789');

    searchCountry('+852');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(1));
    expect(await screen.findByTitle('Hong Kong, China +852')).toBeTruthy();
  });

  it('checks the number against the picked country before anything is sent', async () => {
    renderRegister();
    searchCountry('United States');
    fireEvent.click(await screen.findByTitle('United States +1'));
    fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '555 555 5555' } });
    const invalid =
      'Enter a valid mobile number for the chosen country or region (Chinese mainland: 11 digits starting with 13–19)';
    expect(await screen.findByText(invalid)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '(202) 555-0123' } });
    await waitFor(() => expect(screen.queryByText(invalid)).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in by SMS code with the number of the picked country', async () => {
    fetchMock.mockImplementation(() => answerJson(200, { code: '200', msg: 'OK', data: { resendAfter: 60 } }));
    renderWithProviders(
      <AntdApp>
        <SmsLoginForm onLoggedIn={vi.fn()} />
      </AntdApp>,
    );
    searchCountry('44');
    fireEvent.click(await screen.findByTitle('United Kingdom +44'));
    fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '07911 123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(requestUrl(0).searchParams.get('phone')).toBe('+447911123456');
    expect(requestUrl(0).searchParams.get('type')).toBe('login');
  });

  it('speaks Chinese: 中国大陆 first, and the regions named as on the mainland', async () => {
    await i18n.changeLanguage('zh-CN');
    renderRegister();
    const picker = screen.getByRole('combobox', { name: '国家/地区' });
    fireEvent.mouseDown(picker);
    const [first] = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(first?.getAttribute('aria-label')).toBe('中国大陆 +86');
    fireEvent.change(picker, { target: { value: '台湾' } });
    expect(await screen.findByTitle('中国台湾 +886')).toBeTruthy();
    fireEvent.change(picker, { target: { value: '德国' } });
    expect(await screen.findByTitle('德国 +49')).toBeTruthy();
  });

  // Issue 11, gap a: staff phones may be numbers abroad too; a 400 marks every field it names.
  it('logs staff in with a number of the picked country and marks the fields a refusal names', async () => {
    fetchMock.mockImplementation(() =>
      answerJson(400, {
        code: '400',
        msg: 'Invalid input.',
        data: {
          errors: [
            { field: 'username', message: 'username refused' },
            { field: 'password', message: 'password refused' },
          ],
        },
      }),
    );
    renderWithProviders(
      <AntdApp>
        <PasswordLoginForm loginType="manage" onLoggedIn={vi.fn()} />
      </AntdApp>,
    );
    searchCountry('49');
    fireEvent.click(await screen.findByTitle('Germany +49'));
    fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '01512 3456789' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'Demo1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('username refused')).toBeTruthy();
    expect(screen.getByText('password refused')).toBeTruthy();
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(body).toMatchObject({ username: '+4915123456789', loginType: 'manage' });
  });
});
