import { describe, expect, it } from 'vitest';
import { USD_PLANS, usd } from './payments-api';

const dollars = (text: string) => Number(text.replace('$', ''));

describe('USD plan figures', () => {
  it('add up: total = per month x months, and the saving is against paying monthly', () => {
    const monthly = USD_PLANS.find((plan) => plan.id === 'monthly')!;
    for (const plan of USD_PLANS) {
      expect(dollars(plan.perMonth) * plan.months).toBeCloseTo(dollars(plan.total), 2);
      expect(dollars(plan.perYear)).toBeCloseTo(dollars(plan.perMonth) * 12, 2);
      const saving = 1 - dollars(plan.total) / (dollars(monthly.perMonth) * plan.months);
      if (plan.saves === null) expect(saving).toBeLessThanOrEqual(0);
      else {
        // Rounded down: never more than the real saving, never a whole point less.
        expect(plan.saves / 100).toBeLessThanOrEqual(saving);
        expect(saving - plan.saves / 100).toBeLessThan(0.01);
      }
    }
  });

  it('are the figures of docs/decisions.md', () => {
    expect(USD_PLANS.map(({ id, total, perMonth, saves }) => [id, total, perMonth, saves])).toEqual(
      [
        ['yearly', '$27', '$2.25', 50],
        ['quarterly', '$12', '$4.00', 11],
        ['monthly', '$4.50', '$4.50', null],
      ],
    );
    expect(usd(5400)).toBe('$54');
  });
});
