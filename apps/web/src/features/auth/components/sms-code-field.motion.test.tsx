import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp, Form, Input, notification } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { SmsCodeField } from './sms-code-field.tsx';

// The test DOM has no AnimationEvent (setup.ts), so antd's motion library would skip every CSS motion. With it, motions wait
// for transitionend as in a browser, and the test DOM never fires one: like a browser with reduced motion.
vi.hoisted(() => {
  if (!Reflect.has(window, 'AnimationEvent')) Reflect.set(window, 'AnimationEvent', Event);
});

function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>{children}</AntdApp>
    </QueryClientProvider>
  );
}

function Harness() {
  const [form] = Form.useForm<{ phone: string; code: string }>();
  return (
    <Form form={form} initialValues={{ phone: '13812345678', code: '' }}>
      <Form.Item name="phone" label="Phone">
        <Input />
      </Form.Item>
      <SmsCodeField form={form} purpose="register" phoneField="phone" idPrefix="test" />
    </Form>
  );
}

// Fake timers that never move on their own: the countdown reads exactly the time the test advanced, however slow the
// machine. Nothing here waits with testing-library's polling (it would wait on the faked clock): each step lets the
// queued answers and renders run (`settle`) and then reads the screen.
beforeEach(async () => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  notification.destroy();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Runs what is queued (answers, renders, notifications) without moving the clock. */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

/**
 * The element with `text` once the queued work has shown it: antd's notifications mount their holder through work it
 * queues, so a few rounds may be needed. Waits for a state, not a time: the clock does not move.
 */
async function findTextSettled(text: string): Promise<HTMLElement> {
  for (let round = 0; round < 20; round += 1) {
    const found = screen.queryByText(text);
    if (found) return found;
    await settle();
  }
  return screen.getByText(text);
}

/** An envelope answer as the server sends it. */
function answer(body: { code: string; msg: string; data: unknown }, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Stubs fetch with one pending answer; returns the function that sends it. */
function stubPendingFetch(): (response: Response) => void {
  let send: (response: Response) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (send = resolve))),
  );
  return (response) => send(response);
}

/** Renders the field, clicks Send Code and checks the button spins while the request is out. */
async function clickSendCode(): Promise<void> {
  render(
    <AppProviders>
      <Harness />
    </AppProviders>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  await settle();
  const sending = screen.getByRole('button', { name: 'loading Send Code' });
  expect(sending.querySelector('.anticon-loading')).not.toBeNull();
}

/** Lets the answer arrive and two seconds pass. */
async function deliver(sendAnswer: (response: Response) => void, response: Response): Promise<void> {
  await act(async () => {
    sendAnswer(response);
    await vi.advanceTimersByTimeAsync(2000);
  });
}

describe('<SmsCodeField>', { timeout: 20_000 }, () => {
  it('sends a code, then shows "Resend (59 s)" counting down to "Resend"', async () => {
    const fetchMock = vi.fn(
      async (_url: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: '200', msg: 'OK', data: { resendAfter: 60 } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <AppProviders>
        <Harness />
      </AppProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    await settle();
    screen.getByRole('button', { name: 'Resend (60 s)' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/user/getCode?phone=13812345678&type=register');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend (59 s)' })).toHaveProperty('disabled', true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button', { name: 'Resend' })).toHaveProperty('disabled', false);
  });

  it('after a successful send shows the countdown, disabled, with no loading icon left', async () => {
    const sendAnswer = stubPendingFetch();
    await clickSendCode();
    await deliver(sendAnswer, answer({ code: '200', msg: 'OK', data: { resendAfter: 60 } }));
    const counting = screen.getByRole('button', { name: 'Resend (58 s)' });
    expect(counting).toHaveProperty('disabled', true);
    expect(counting.querySelector('.anticon-loading')).toBeNull();
    expect(screen.queryByRole('img', { name: 'loading' })).toBeNull();
  });

  it("after a refused send (429) is enabled again, not spinning, and shows the server's message", async () => {
    const sendAnswer = stubPendingFetch();
    await clickSendCode();
    const limit = 'Too many verification codes requested; try again in 42 seconds.';
    await deliver(sendAnswer, answer({ code: '429', msg: limit, data: {} }, 429));
    const button = screen.getByRole('button', { name: 'Send Code' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.querySelector('.anticon-loading')).toBeNull();
    expect(await findTextSettled(limit)).toBeTruthy();
  });

  it('shows a passed-through 500 instead of failing silently', async () => {
    const sendAnswer = stubPendingFetch();
    await clickSendCode();
    await deliver(sendAnswer, answer({ code: '500', msg: 'Internal server error.', data: null }, 500));
    expect(screen.getByRole('button', { name: 'Send Code' })).toHaveProperty('disabled', false);
    expect(await findTextSettled('Internal server error.')).toBeTruthy();
  });

  it('shows an answer it cannot read as a failed send', async () => {
    const sendAnswer = stubPendingFetch();
    await clickSendCode();
    await deliver(sendAnswer, answer({ code: '200', msg: 'OK', data: { resendAfter: 'soon' } }));
    expect(screen.getByRole('button', { name: 'Send Code' })).toHaveProperty('disabled', false);
    expect(await findTextSettled('The code could not be sent; please try again.')).toBeTruthy();
  });

  it("shows the server's complaint about the phone beside the phone field", async () => {
    const sendAnswer = stubPendingFetch();
    await clickSendCode();
    const complaint = 'Please enter a mainland China mobile number.';
    await deliver(
      sendAnswer,
      answer({ code: '400', msg: complaint, data: { errors: [{ field: 'phone', message: complaint }] } }, 400),
    );
    expect(screen.getAllByText(complaint).length).toBe(2);
  });

  it('reads "重新发送(59s)" in Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    window.sessionStorage.setItem('bf.state.sms-code-deadline.register', String(Date.now() + 59_000));
    render(
      <AppProviders>
        <Harness />
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: '重新发送(59s)' })).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('验证码').tagName).toBe('INPUT');
  });
});
