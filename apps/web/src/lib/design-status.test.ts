import { designStatuses } from '@boardforge/domain/design-status/design-statuses.ts';
import { describe, expect, it } from 'vitest';
import { colorDesignStatus, describeDesignStatusForCustomer, nameDesignStatus } from './design-status.ts';

describe('design status wording', () => {
  it('names a status for staff and describes it for the customer in both languages', () => {
    expect(nameDesignStatus('roundDelivered', 'en')).toBe('Round awaiting customer confirmation');
    expect(nameDesignStatus('roundDelivered', 'zh-CN')).toBe('待客户确认');
    expect(describeDesignStatusForCustomer('quoted', 'en')).toBe('Your quote is ready');
    expect(describeDesignStatusForCustomer('quoted', 'zh-CN')).toBe('报价已出，请付款');
  });

  it('gives every status a wording and a colour, and the two languages differ', () => {
    for (const status of designStatuses) {
      expect(nameDesignStatus(status, 'en')).not.toBe(nameDesignStatus(status, 'zh-CN'));
      expect(colorDesignStatus(status)).toMatch(/^[a-z]+$/);
    }
  });
});
