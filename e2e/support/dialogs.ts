import { expect, type Locator } from '@playwright/test';
import { waitForSettledPage } from './navigate.ts';

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
 * Clicks `button` once the page has settled, then waits for `dialog` to open and its zoom-in to end. A click while the
 * page above the button still moved could land beside it (a fresh-clone CI run once left checkout's "Add address"
 * dialog unopened on a 390 px screen, while the phone fields' numbering plans arrived): no request in flight and no
 * change to the document first, then one click, which must open the dialog.
 */
export async function openDialogWith(button: Locator, dialog: Locator): Promise<void> {
  await waitForSettledPage(button.page());
  await button.click();
  await waitForDialogOpened(dialog);
}

/**
 * Waits until a popover (antd Popconfirm, role=tooltip) is open and its zoom-in has ended, as `waitForDialogOpened`
 * does for a dialog: a fresh-clone CI run once lost the "Yes, I received it" click of a Popconfirm still zooming in.
 */
export async function waitForPopoverOpened(popover: Locator): Promise<void> {
  await waitForPopupOpened(popover, '.ant-popover');
}

/**
 * Waits until `popup` (or its closest ancestor matching `container`) shows and its motion in has ended: rc-motion marks
 * an appearing or entering element with "-appear" and "-enter" classes until its end handler has run.
 */
export async function waitForPopupOpened(popup: Locator, container: string): Promise<void> {
  await expect(popup).toBeVisible();
  await expect
    .poll(() =>
      popup.evaluate((node, selector) => (node.closest(selector) ?? node).className.split(/\s+/).join(' '), container),
    )
    .not.toMatch(/-(appear|enter)(\s|$)/);
}

/**
 * Chooses an option of an antd Select (typing `typed` first into a searchable one) and checks the select shows it.
 * The option is clicked once its dropdown is open and has ended its slide in: a click on an option while the dropdown
 * was still opening could be lost (fresh-clone CI runs left the BOM column mapping and the stock entry's part
 * unchosen, each passing on a retry), and a click on an open select closes it, so the select is opened only when
 * closed (aria-expanded).
 */
export async function chooseOption(
  field: Locator,
  option: { title: string | RegExp; shown?: string | RegExp; typed?: string; exact?: boolean },
): Promise<void> {
  const select = field.locator('xpath=ancestor-or-self::div[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const shown = option.shown ?? option.title;
  const showsChoice = (text: string) => (typeof shown === 'string' ? text.includes(shown) : shown.test(text));
  if (showsChoice((await select.textContent()) ?? '')) return;
  if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  if (option.typed !== undefined) await field.fill(option.typed);
  const choice = field
    .page()
    .locator('.ant-select-dropdown:visible')
    .getByTitle(option.title, { exact: option.exact ?? false });
  await waitForPopupOpened(choice, '.ant-select-dropdown');
  await choice.click();
  await expect(select).toContainText(shown);
}
