import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { FeedbackForm } from './feedback-form.tsx';

// The test DOM has no AnimationEvent (setup.ts), so antd's motion library would skip every CSS motion. With it, motions wait
// for transitionend as in a browser, and the test DOM never fires one: like a browser with reduced motion.
vi.hoisted(() => {
  if (!Reflect.has(window, 'AnimationEvent')) Reflect.set(window, 'AnimationEvent', Event);
  // antd's TextArea watches its size; a stand-in ResizeObserver keeps them still (nothing is ever laid out there).
  if (!Reflect.has(window, 'ResizeObserver')) {
    Reflect.set(
      window,
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

/** An envelope answer as the server sends it. */
function answer(body: { code: string; msg: string; data: unknown }, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderForm() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AntdApp>
        <FeedbackForm />
      </AntdApp>
    </QueryClientProvider>,
  );
}

function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

function fillValid(): void {
  fill('Name', ' Li Lei ');
  fill('Company', '');
  fill('Phone', '0755-12345678');
  fill('Email', 'li.lei@example.com');
  fill('Message', 'Do you make 2 oz copper boards?');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

describe('<FeedbackForm>', { timeout: 20_000 }, () => {
  it('asks for name, phone, email and message when sent empty, and sends nothing', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Please enter your name')).toBeTruthy();
    expect(await screen.findByText('Please enter a phone number')).toBeTruthy();
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(await screen.findByText('Please enter your message')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a phone and an e-mail the contract refuses', async () => {
    renderForm();
    fill('Phone', '12345');
    fill('Email', 'li.lei@');
    expect(await screen.findByText('Enter a mobile number or a landline such as 0755-12345678')).toBeTruthy();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it('sends the trimmed message, says thank you and clears the form', async () => {
    fetchMock.mockResolvedValue(answer({ code: '200', msg: 'OK', data: { id: 'f-1' } }));
    renderForm();
    fillValid();
    submit();
    expect(
      await screen.findByText('Thank you! Your message has been sent; our team will get back to you soon.'),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/common/sendmail');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Li Lei',
      phone: '0755-12345678',
      email: 'li.lei@example.com',
      content: 'Do you make 2 oz copper boards?',
    });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's field error beside the field", async () => {
    fetchMock.mockResolvedValue(
      answer(
        {
          code: '400',
          msg: 'Invalid input: email must be a valid email.',
          data: { errors: [{ field: 'email', message: 'email must be a valid email' }] },
        },
        400,
      ),
    );
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByText('email must be a valid email')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(' Li Lei ');
  });

  // Issue 11, point 11: every field the server names is marked, with every message it gave (not the last alone).
  it("marks every field the server's refusal names, each with all its messages", async () => {
    fetchMock.mockResolvedValue(
      answer(
        {
          code: '400',
          msg: 'Invalid input.',
          data: {
            errors: [
              { field: 'name', message: 'name must be at most 50 characters long' },
              { field: 'email', message: 'email must be a valid email' },
              { field: 'email', message: 'email must be at most 254 characters long' },
            ],
          },
        },
        400,
      ),
    );
    renderForm();
    fillValid();
    submit();
    expect(await screen.findByText('name must be at most 50 characters long')).toBeTruthy();
    expect(screen.getByText('email must be a valid email')).toBeTruthy();
    expect(screen.getByText('email must be at most 254 characters long')).toBeTruthy();
  });

  it('shows the hourly limit (429) with its message, in Chinese too', async () => {
    await i18n.changeLanguage('zh-CN');
    const limit = '每小时最多可提交 5 条留言，请在 55 分钟后重试。';
    fetchMock.mockResolvedValue(answer({ code: '429', msg: limit, data: null }, 429));
    renderForm();
    fill('姓名', '李雷');
    fill('联系电话', '13800138000');
    fill('邮箱', 'li.lei@example.com');
    fill('留言内容', '请问可以做铝基板吗？');
    fireEvent.click(screen.getByRole('button', { name: '提交留言' }));
    expect((await screen.findByRole('alert')).textContent).toContain(limit);
    expect(screen.queryByText('感谢您的留言，我们会尽快与您联系。')).toBeNull();
  });
});
