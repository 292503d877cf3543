import { describe, expect, it } from 'vitest';
import { designStatuses, designStatusNames, terminalDesignStatuses } from './design-statuses.ts';
import { designTransitionTable } from './design-transitions.ts';

describe('design job statuses', () => {
  it('words every status in both languages, staff names and customer words each distinct', () => {
    for (const status of designStatuses) {
      const { name, customer } = designStatusNames[status];
      for (const text of [name.en, name.zh, customer.en, customer.zh]) expect(text.trim()).not.toBe('');
      expect(customer.zh).toMatch(/[\u4e00-\u9fff]/);
      expect(name.zh).toMatch(/[\u4e00-\u9fff]/);
    }
    for (const pick of [
      (status: (typeof designStatuses)[number]) => designStatusNames[status].name.zh,
      (status: (typeof designStatuses)[number]) => designStatusNames[status].customer.zh,
      (status: (typeof designStatuses)[number]) => designStatusNames[status].customer.en,
    ]) {
      expect(new Set(designStatuses.map(pick)).size).toBe(designStatuses.length);
    }
  });

  it('leaves the terminal statuses by no row, and reaches every other status by some row or at publishing', () => {
    const leaving = designTransitionTable.filter((rule) => rule.to !== 'same').flatMap((rule) => rule.from);
    for (const status of terminalDesignStatuses) expect(leaving).not.toContain(status);
    const entered = new Set(['published', 'quoted', ...designTransitionTable.map((rule) => rule.to)]);
    for (const status of designStatuses) expect(entered.has(status)).toBe(true);
  });
});
