import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { EmailResetPasswordForm } from './email-reset-password-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

// The test DOM has no AnimationEvent (setup.ts), so antd's motion library would skip every CSS motion. With it, motions wait
// for transitionend as in a browser, and the test DOM never fires one: like a browser with reduced motion.
vi.hoisted(() => {
  if (!Reflect.has(window, 'AnimationEvent')) Reflect.set(window, 'AnimationEvent', Event);
});

function renderWithProviders(children: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      {/* The register form links the terms and the privacy policy. */}
      <MemoryRouter>
        <AntdApp>{children}</AntdApp>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Types into the input labelled `label` (exact match). */
function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

const forms = [
  {
    name: 'ChangePasswordForm',
    passwordLabel: 'New Password',
    submit: 'Change password',
    renderForm: () => renderWithProviders(<ChangePasswordForm onChanged={vi.fn()} />),
  },
  {
    name: 'ResetPasswordForm',
    passwordLabel: 'New Password',
    submit: 'Reset password',
    renderForm: () => renderWithProviders(<ResetPasswordForm onReset={vi.fn()} />),
  },
  {
    name: 'EmailResetPasswordForm',
    passwordLabel: 'New Password',
    submit: 'Reset password',
    renderForm: () => renderWithProviders(<EmailResetPasswordForm onReset={vi.fn()} />),
  },
  {
    name: 'RegisterForm',
    passwordLabel: 'Password',
    submit: 'Register',
    renderForm: () => renderWithProviders(<RegisterForm onRegistered={vi.fn()} />),
  },
] as const;

describe.each(forms)('<$name> password fields', { timeout: 20_000 }, ({ passwordLabel, submit, renderForm }) => {
  it('labels the password and its repeat, with the hint, as new passwords', () => {
    renderForm();
    const password = screen.getByLabelText(passwordLabel, { exact: true });
    const confirm = screen.getByLabelText('Confirm Password', { exact: true });
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(confirm.getAttribute('autocomplete')).toBe('new-password');
    expect(password.getAttribute('maxlength')).toBe('128');
    expect(screen.getByText('At least 8 characters with letters and digits.')).toBeTruthy();
  });

  it('asks for both passwords when the form is sent empty, and sends nothing', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText('Please enter a password')).toBeTruthy();
    expect(await screen.findByText('Please repeat the password')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a short password, one without digits, and a repeat that differs', async () => {
    renderForm();
    fill(passwordLabel, 'abc1');
    expect(await screen.findByText('The password needs 8 to 128 characters')).toBeTruthy();
    fill(passwordLabel, 'abcdefgh');
    expect(await screen.findByText('The password needs both letters and digits')).toBeTruthy();
    fill(passwordLabel, 'Board2026');
    fill('Confirm Password', 'Board2027');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
  });

  it('checks the repeat again when the password changes to match it', async () => {
    renderForm();
    fill(passwordLabel, 'Board2026');
    fill('Confirm Password', 'Board2027');
    expect(await screen.findByText('The two passwords do not match')).toBeTruthy();
    fill(passwordLabel, 'Board2027');
    await waitFor(() => expect(screen.queryByText('The two passwords do not match')).toBeNull());
  });
});
