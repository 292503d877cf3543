import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a modal dialog is open and its zoom-in has ended. A click while it still zooms can be lost (fresh-clone
 * CI runs once left the staff action form, and once the address dialog, without their messages): antd marks the
 * dialog `ant-zoom-appear` on its first opening and `ant-zoom-enter` on later ones until the motion ends.
 */
export async function waitForDialogOpened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
}

/**
 * Clicks `button` until `dialog` opens, then waits for its zoom-in to end: a click while the page above it still
 * settles can land beside the button (a fresh-clone CI run once left checkout's "Add address" dialog unopened on a
 * 390 px screen, while the phone fields' numbering plans arrived). Never clicks once the dialog shows.
 */
export async function openDialogWith(button: Locator, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await waitForDialogOpened(dialog);
}

/**
 * Waits until a popover (antd Popconfirm, role=tooltip) is open and its zoom-in has ended, as `waitForDialogOpened`
 * does for a dialog: a fresh-clone CI run once lost the "Yes, I received it" click of a Popconfirm still zooming in.
 */
export async function waitForPopoverOpened(popover: Locator): Promise<void> {
  await expect(popover).toBeVisible();
  await expect
    .poll(() => popover.evaluate((node) => (node.closest('.ant-popover') ?? node).className.split(/\s+/).join(' ')))
    .not.toMatch(/-(appear|enter)(\s|$)/);
}

/**
 * Chooses an option of an antd Select (typing `typed` first into a searchable one) and checks the select shows it,
 * choosing again until it does: a click on an option while the dropdown is still opening can be lost (fresh-clone CI
 * runs left the BOM column mapping and the stock entry's part unchosen, each passing on its retry).
 */
export async function chooseOption(
  field: Locator,
  option: { title: string | RegExp; shown?: string | RegExp; typed?: string; exact?: boolean },
): Promise<void> {
  const select = field.locator('xpath=ancestor-or-self::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const shown = option.shown ?? option.title;
  const showsChoice = (text: string) => (typeof shown === 'string' ? text.includes(shown) : shown.test(text));
  await expect(async () => {
    if (showsChoice((await select.textContent()) ?? '')) return;
    // Opened only when closed: a click on an open select closes it, so a retry after a lost option click would
    // otherwise look for the option in a closing dropdown (inventory.spec.ts lost 'Resistor' this way once in CI).
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
    if (option.typed !== undefined) await field.fill(option.typed);
    await field
      .page()
      .locator('.ant-select-dropdown:visible')
      .getByTitle(option.title, { exact: option.exact ?? false })
      .click({ timeout: 3_000 });
    await expect(select).toContainText(shown, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
