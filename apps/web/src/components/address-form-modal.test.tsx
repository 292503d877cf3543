import type { Address, SaveAddressRequest } from '@boardforge/contracts/addresses.ts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { AddressFormModal } from './address-form-modal.tsx';

// The test DOM has no AnimationEvent (setup.ts), so antd's motion library would skip every CSS motion. With it, motions wait
// for transitionend as in a browser, and the test DOM never fires one: like a browser with reduced motion.
vi.hoisted(() => {
  if (!Reflect.has(window, 'AnimationEvent')) Reflect.set(window, 'AnimationEvent', Event);
});

type SaveMock = ReturnType<typeof vi.fn<(input: SaveAddressRequest) => Promise<{ id: string }>>>;

let onSave: SaveMock;
let onSaved: ReturnType<typeof vi.fn<(id: string) => void>>;
let onClose: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  // antd's TextArea (autoSize) watches its size; a stand-in ResizeObserver keeps them still.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  onSave = vi.fn(async () => ({ id: 'saved-id' }));
  onSaved = vi.fn();
  onClose = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderModal(address: Address | null, isFirst = false) {
  return render(
    <AntdApp>
      <AddressFormModal address={address} isFirst={isFirst} onSave={onSave} onSaved={onSaved} onClose={onClose} />
    </AntdApp>,
  );
}

const dialog = () => screen.getByRole('dialog');
const fill = (label: string, value: string) =>
  fireEvent.change(within(dialog()).getByLabelText(label, { exact: true }), { target: { value } });
// The machine running the tests may be loaded: antd shows validation messages asynchronously.
const findMessage = (text: string) => within(dialog()).findByText(text, {}, { timeout: 5000 });
const clickSave = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));

function fillComplete() {
  fill('Full name', 'Li Lei');
  fill('Mobile', '+86 138 0013 8000');
  fill('Province', 'Guangdong');
  fill('City', 'Shenzhen');
  fill('Street address', '1 Keji Road');
}

describe('<AddressFormModal>', { timeout: 20_000 }, () => {
  it('requires full name, mobile, province, city and street address, but not the district', async () => {
    renderModal(null);
    expect(within(dialog()).getByText('New delivery address')).toBeTruthy();
    clickSave();
    for (const text of [
      "Please enter the recipient's full name",
      "Please enter the recipient's mobile number",
      'Please enter the province',
      'Please enter the city',
      'Please enter the street address',
    ]) {
      expect(await findMessage(text)).toBeTruthy();
    }
    // Five messages: the district has none.
    expect(dialog().querySelectorAll('.ant-form-item-explain-error')).toHaveLength(5);
    // Blank spaces are not an answer.
    fill('Street address', '   ');
    clickSave();
    expect(await findMessage('Please enter the street address')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('holds the mobile to the mainland rule and sends it normalised, with the district optional', async () => {
    renderModal(null, true);
    const mobile = within(dialog()).getByLabelText('Mobile', { exact: true });
    expect(mobile.getAttribute('maxlength')).toBe('20');
    fillComplete();
    fill('Mobile', '010-12345678');
    clickSave();
    expect(await findMessage('Enter a mainland mobile number: 11 digits starting with 13–19')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    fill('Mobile', '+86 138 0013 8000');
    clickSave();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({
      fullName: 'Li Lei',
      mobile: '13800138000',
      province: 'Guangdong',
      city: 'Shenzhen',
      district: '',
      detail: '1 Keji Road',
      isDefault: true,
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('saved-id'));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens an incomplete stored address with what is missing marked, and saves it with its id', async () => {
    const incomplete: Address = {
      id: '6f1c1f9e-3a7b-4c1d-9a55-0d6f1e2b3c4d',
      fullName: 'Han Meimei',
      mobile: '13933334444',
      province: 'Guangdong',
      city: '',
      district: '',
      detail: '',
      isDefault: false,
    };
    renderModal(incomplete);
    expect(within(dialog()).getByText('Edit delivery address')).toBeTruthy();
    expect(within(dialog()).getByText(/lacks a province, city or street address/)).toBeTruthy();
    expect(await findMessage('Please enter the city')).toBeTruthy();
    expect(await findMessage('Please enter the street address')).toBeTruthy();
    fill('City', 'Shenzhen');
    fill('Street address', '2 Gaoxin Avenue');
    clickSave();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      id: incomplete.id,
      fullName: 'Han Meimei',
      province: 'Guangdong',
      city: 'Shenzhen',
      detail: '2 Gaoxin Avenue',
    });
  });

  it('speaks Chinese: labels, title and required messages', async () => {
    await i18n.changeLanguage('zh-CN');
    renderModal(null);
    expect(within(dialog()).getByText('新增收货地址')).toBeTruthy();
    for (const label of ['收货人', '手机号', '省份', '城市', '区县', '详细地址']) {
      expect(within(dialog()).getByLabelText(label, { exact: true })).toBeTruthy();
    }
    expect(within(dialog()).getByText('设为默认地址')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: /^保\s?存$/ }));
    expect(await findMessage('请输入省份')).toBeTruthy();
    expect(within(dialog()).getByText('请输入详细地址')).toBeTruthy();
    fill('手机号', '12345');
    expect(await findMessage('请输入正确的手机号：以13–19开头的11位数字')).toBeTruthy();
  });
});
