import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStaffAccess, saveStaffAccess } from '../lib/staff-access-store.ts';
import { Permission } from './permission.tsx';

function holdTags(tags: string[]) {
  saveStaffAccess({ roleId: '12', menu: [], tags });
}

afterEach(() => {
  clearStaffAccess();
  vi.restoreAllMocks();
});

describe('<Permission>', () => {
  it('shows its children when one of the tags is held', () => {
    holdTags(['stock:entry', 'order:purchaseQuote']);
    render(<Permission tags={['order:purchaseQuote', 'order:cancel']}>Quote button</Permission>);
    expect(screen.queryByText('Quote button')).not.toBeNull();
  });

  it('removes its children when none of the tags is held', () => {
    holdTags(['stock:entry']);
    const { container } = render(<Permission tags={['order:cancel']}>Cancel button</Permission>);
    expect(screen.queryByText('Cancel button')).toBeNull();
    expect(container.innerHTML).toBe('');
  });

  it('removes its children before any staff login', () => {
    render(<Permission tags={['order:cancel']}>Cancel button</Permission>);
    expect(screen.queryByText('Cancel button')).toBeNull();
  });

  it.each(['admin', '*:*:*'])('treats %s as every permission', (tag) => {
    holdTags([tag]);
    render(<Permission tags={['finance:invoice']}>Invoice button</Permission>);
    expect(screen.queryByText('Invoice button')).not.toBeNull();
  });

  it('throws 请设置操作权限标签值 when given no tags', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    holdTags(['*:*:*']);
    expect(() => render(<Permission tags={[]}>Anything</Permission>)).toThrow('请设置操作权限标签值');
  });
});
