import type { CollectionRow } from '@boardforge/contracts/payments.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStaffAccess, saveStaffAccess } from '../../../lib/staff-access-store.ts';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { CollectionTable } from './collection-table.tsx';

setUpPageTests();
afterEach(() => clearStaffAccess());

const pending: CollectionRow = {
  paymentId: 'p1',
  orderId: 'o1',
  orderNo: 'BF2611280001',
  customerPhone: '13800138000',
  customerName: 'Wang',
  amount: 120,
  referenceCode: 'BF-REF-1',
  status: 'pending',
  createdAt: '2026-11-28T02:00:00.000Z',
};

function renderPendingCollections(tags: string[]) {
  saveStaffAccess({ roleId: 'qa', menu: [], tags });
  fetchMock.mockImplementation(() =>
    answerJson(200, { code: '200', msg: 'ok', data: { rows: [pending], total: 1, pageNum: 1, pageSize: 10 } }),
  );
  renderWithProviders(<CollectionTable status="pending" onVerify={vi.fn()} />);
}

// The Verify button is wrapped in <Permission tags={['finance:verifyCollection']}>, the tag its route requires: a role
// that only sees the page (its menu entry) sees the transfers but not the button.
describe('the Verify button of a pending transfer', { timeout: 30_000 }, () => {
  it('shows for a role holding finance:verifyCollection', async () => {
    renderPendingCollections(['Collection Verification', 'finance:verifyCollection']);
    expect(await screen.findByText('BF2611280001')).toBeTruthy();
    expect(screen.getByRole('button', { name: /BF2611280001/ })).toBeTruthy();
  });

  it('does not show for a role without the tag, while the row does', async () => {
    renderPendingCollections(['Collection Verification']);
    expect(await screen.findByText('BF2611280001')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /BF2611280001/ })).toBeNull();
  });

  it('shows for the administrator through *:*:*', async () => {
    renderPendingCollections(['*:*:*']);
    expect(await screen.findByText('BF2611280001')).toBeTruthy();
    expect(screen.getByRole('button', { name: /BF2611280001/ })).toBeTruthy();
  });
});
