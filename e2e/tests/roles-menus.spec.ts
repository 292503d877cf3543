import { demoPassword, demoStaff, logInAsStaff } from '../support/staff.ts';
import { findSevereViolationsBesideTabBar, openStaffBrowser, pickOption } from '../support/staff-screen.ts';
import { expect, test } from '../support/test.ts';

test.use({ locale: 'en-US' });

// The journey works on a role, two menu entries and a staff user of its own (stamped), so journeys running beside it
// on the shared database see no change of the seeded menu; its entries are deleted at the end.
test('the administrator renames one menu entry in both languages and hides another, previews the role, and its staff member sees the change at the next menu fetch', async ({
  page,
  browser,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const roleId = `rm${stamp}`;
  const roleName = `Acceptance ${stamp}`;
  const reports = `E2E Reports ${stamp}`;
  const archive = `E2E Archive ${stamp}`;
  const renamed = `E2E Statements ${stamp}`;
  const renamedZh = `对账单${stamp}`;
  const phone = `136${String(Date.now()).slice(-8)}`;

  await logInAsStaff(page, demoStaff.admin);
  const api = page.request;
  const post = async (path: string, data: Record<string, unknown>) => {
    const response = await api.post(`/api${path}`, { data });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()).data;
  };
  await post('/erp/roles/create', { id: roleId, name: `验收${stamp}`, nameEn: roleName });
  const entry = { parentId: null, menuico: 'BarChartOutlined', url: 'home', isvisible: true, sort: 9000 };
  const reportsEntry = await post('/erp/menus/create', {
    ...entry,
    menuname: `报表${stamp}`,
    menuenname: reports,
    menupath: `/erp/e2e-${stamp}-reports`,
  });
  const archiveEntry = await post('/erp/menus/create', {
    ...entry,
    menuname: `归档${stamp}`,
    menuenname: archive,
    menupath: `/erp/e2e-${stamp}-archive`,
  });
  await post('/erp/roles/set-tags', { id: roleId, tags: ['Workbench', 'Inventory', 'parts:view', reports, archive] });
  await post('/erp/staff-users/create', { phone, nickname: 'Acceptance Tester', roleId, password: demoPassword });

  try {
    await page.goto('/erp/system/menus');
    await expect(page.getByRole('heading', { name: 'Menus', level: 1 })).toBeVisible();

    // Rename in both languages.
    await page.getByRole('button', { name: `Edit menu entry ${reports}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit menu entry' });
    await dialog.getByLabel('Chinese title').fill(renamedZh);
    await dialog.getByLabel('English title (tag)').fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: renamed })).toContainText(renamedZh);

    // Hide the other.
    await page.getByRole('button', { name: `Edit menu entry ${archive}` }).click();
    await dialog.getByRole('switch').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: archive })).toContainText('Hidden');

    // View as role: the menu and tags the role's staff get.
    await pickOption(page.locator('#menus-preview-role'), `${roleId} · ${roleName}`);
    const preview = page.getByTestId('role-preview');
    await expect(preview.getByRole('tree')).toContainText(renamed);
    await expect(preview.getByRole('tree')).not.toContainText(archive);
    await expect(preview).toContainText('parts:view');
    expect(await findSevereViolationsBesideTabBar(page)).toEqual([]);

    // The roles list shows the role with its staff member and tags.
    await page.goto('/erp/system/roles');
    const roleRow = page.getByRole('row').filter({ hasText: roleName });
    await expect(roleRow).toContainText(roleId);
    await roleRow.getByRole('button', { name: `Pages and tags of role ${roleId}` }).click();
    const tagsDialog = page.getByRole('dialog', { name: `Pages and permission tags of role ${roleId}` });
    await expect(tagsDialog.getByRole('tree')).toContainText('Inventory');
    expect(await findSevereViolationsBesideTabBar(page)).toEqual([]);
    await tagsDialog.getByRole('button', { name: 'Cancel' }).click();

    // The role's staff member, at their menu fetch (login): the renamed entry, not the hidden one.
    const staff = await openStaffBrowser(browser, phone, '/erp/home');
    try {
      const menu = staff.page.getByRole('menu').first();
      await expect(menu.getByText(renamed)).toBeVisible();
      await expect(menu.getByText('Inventory')).toBeVisible();
      await expect(menu.getByText(archive)).toHaveCount(0);
      // The role may see parts (parts:view) but not edit them (no parts:edit): the Parts tab without its buttons.
      await menu.getByText('Inventory').click();
      await expect(staff.page.getByRole('tab', { name: 'Parts' })).toBeVisible();
      await expect(staff.page.getByRole('table').first()).toBeVisible();
      await expect(staff.page.getByRole('button', { name: 'Add part' })).toHaveCount(0);
      // The other language, once: the Chinese title.
      await staff.page.getByRole('button', { name: '中文' }).click();
      await expect(menu.getByText(renamedZh)).toBeVisible();
    } finally {
      await staff.close();
    }
  } finally {
    for (const id of [reportsEntry.id, archiveEntry.id]) await api.post('/api/erp/menus/delete', { data: { id } });
  }
});
