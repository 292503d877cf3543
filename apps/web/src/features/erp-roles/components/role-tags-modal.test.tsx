import type { MenuItem, RoleSummary } from '@boardforge/contracts/roles-menus.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { answerJson, fetchMock, renderWithProviders, setUpPageTests } from '../../../test/page-test.tsx';
import { RoleTagsModal } from './role-tags-modal.tsx';

setUpPageTests();

const menu = (id: number, menuenname: string, isvisible: boolean): MenuItem => ({
  id,
  parentId: null,
  menuname: isvisible ? `开票${id}` : menuenname,
  menuenname,
  menupath: isvisible ? `/erp/p${id}` : '',
  menuico: '',
  url: isvisible ? 'invoicing' : '',
  keeplive: true,
  isvisible,
  sort: id,
});
const menus = [menu(1, 'Invoicing', true), menu(2, 'finance:invoice', false), menu(3, 'staff:manage', false)];
const role: RoleSummary = { id: 'qa', name: '质检', nameEn: 'Quality', staffCount: 0, tags: ['Invoicing'] };
const refusal = 'You cannot grant the tag staff:manage: your own role does not hold it.';

/** Answers the menu list, and refuses the tag set as the server does for a tag the editor lacks. */
function answerRequests(sent: unknown[]) {
  fetchMock.mockImplementation((input, init) => {
    const url = String(input);
    if (url.includes('/erp/menus/list')) return answerJson(200, { code: '200', msg: 'ok', data: menus });
    sent.push(JSON.parse(String(init?.body ?? 'null')));
    return answerJson(409, {
      code: '409',
      msg: refusal,
      data: { reason: 'state.conflict', errors: [{ field: 'tags', message: refusal }] },
    });
  });
}

describe('the pages-and-tags dialog of a role', { timeout: 30_000 }, () => {
  it('sends every ticked entry and shows the refusal naming the tag the editor lacks', async () => {
    const sent: unknown[] = [];
    answerRequests(sent);
    renderWithProviders(
      <App>
        <RoleTagsModal role={role} onClose={() => undefined} />
      </App>,
    );
    fireEvent.click(await screen.findByText('Tag staff:manage'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('staff:manage');
    await waitFor(() => expect(sent).toEqual([{ id: 'qa', tags: ['Invoicing', 'staff:manage'] }]));
  });
});
