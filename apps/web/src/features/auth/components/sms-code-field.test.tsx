import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { App as AntdApp, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { SmsCodeField } from './sms-code-field.tsx';

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

beforeEach(async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
    await screen.findByRole('button', { name: 'Resend (60 s)' });
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
