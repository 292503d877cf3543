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
 * Waits until a popover (antd Popconfirm, role=tooltip) is open and its zoom-in has ended, as `waitForDialogOpened`
 * does for a dialog: a fresh-clone CI run once lost the "Yes, I received it" click of a Popconfirm still zooming in.
 */
export async function waitForPopoverOpened(popover: Locator): Promise<void> {
  await expect(popover).toBeVisible();
  await expect
    .poll(() => popover.evaluate((node) => (node.closest('.ant-popover') ?? node).className.split(/\s+/).join(' ')))
    .not.toMatch(/-(appear|enter)(\s|$)/);
}
