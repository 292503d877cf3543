import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Feedback, setFeedback } from '../../../lib/feedback.ts';
import { i18n } from '../../../lib/i18n.ts';
import { PasswordLoginForm } from './password-login-form.tsx';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let notifyError: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  notifyError = vi.fn();
  setFeedback({ confirm: vi.fn(), notifyError } as unknown as Feedback);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function refuseWith(msg: string, reason: string): void {
  fetchMock.mockResolvedValue(
    new Response(JSON.stringify({ code: '429', msg, data: { reason } }), {
      status: 429,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

async function logInOnce(): Promise<HTMLInputElement> {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PasswordLoginForm loginType="client" onLoggedIn={vi.fn()} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Phone', { exact: true }), { target: { value: '13812340001' } });
  const password = screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
  fireEvent.change(password, { target: { value: 'Right1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
  await waitFor(() => expect(notifyError).toHaveBeenCalledTimes(1));
  return password;
}

describe('<PasswordLoginForm> refusals', () => {
  it("shows the server's words for too many attempts at once and keeps the password for another try", async () => {
    const words = 'Too many login attempts for this account at once; please try again in a moment.';
    refuseWith(words, 'auth.tooManyAtOnce');
    const password = await logInOnce();
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ title: words }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log In' })).toHaveProperty('disabled', false));
    expect(password.value).toBe('Right1234');
  });

  it('clears the password of a locked account', async () => {
    const words = 'Too many failed logins; the account is locked for 15 minutes.';
    refuseWith(words, 'auth.locked');
    const password = await logInOnce();
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ title: words }));
    await waitFor(() => expect(password.value).toBe(''));
  });
});
