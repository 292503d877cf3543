import type { MenuEntry } from '@boardforge/contracts/auth.ts';
import type { MenuItem } from '@boardforge/contracts/roles-menus.ts';

/** A menu entry with its children, as a tree table or tree shows it. */
export type MenuNode = MenuItem & { children?: MenuNode[] };

/** Nests the flat menu list (display order kept) under parents; an entry whose parent is missing is a root. */
export function buildMenuNodes(items: readonly MenuItem[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(items.map((item) => [item.id, { ...item }]));
  const roots: MenuNode[] = [];
  for (const item of items) {
    const node = nodes.get(item.id);
    if (!node) continue;
    const parent = item.parentId === null ? undefined : nodes.get(item.parentId);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

/** A served menu tree (getMenuByRoleId) as antd Tree data, titled in the language asked. */
export function toPreviewTree(
  entries: readonly MenuEntry[],
  titleOf: (entry: MenuEntry) => string,
): { key: string; title: string; children: ReturnType<typeof toPreviewTree> }[] {
  return entries.map((entry) => ({
    key: entry.menuenname,
    title: titleOf(entry),
    children: toPreviewTree(entry.subList, titleOf),
  }));
}
