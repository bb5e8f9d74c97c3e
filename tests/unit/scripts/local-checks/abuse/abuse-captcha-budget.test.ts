// The two tallies npm run abuse prints for issue 38 items 3 and 4: what replays added to the counters, and
// voice starts stored past the budget.
import { describe, expect, it } from 'vitest';
import { countedBetween, startsOverBudget } from '../../../../../scripts/local-checks/abuse/captcha-budget.ts';

describe('abuse tallies', () => {
  it('adds up every counter that grew, new ones included, between two readings', () => {
    expect(countedBetween({ a: 2, b: 1 }, { a: 2, b: 1 })).toBe(0);
    expect(countedBetween({ a: 2, b: 1 }, { a: 4, b: 1, c: 3 })).toBe(5);
  });

  it('counts starts past the budget in each UTC hour and day', () => {
    const budget = { perHour: 2, perDay: 4 };
    const at = (time: string) => `2026-11-27T${time}:00.000Z`;
    expect(startsOverBudget([at('10:01'), at('10:59'), at('11:00'), at('11:30')], budget)).toBe(0);
    // Three in one hour (one over), five in the day (one over).
    expect(startsOverBudget([at('10:01'), at('10:02'), at('10:03'), at('11:00'), at('12:00')], budget)).toBe(2);
  });
});
