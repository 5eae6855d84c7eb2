import { describe, expect, it } from 'vitest';
import { centsIn, centsText, outstandingCents, toCents } from './amount-owed';

describe('what is still owed on a court fine, in cents', () => {
  it('is the fine less the payments (converted to SGD) and the write-offs', () => {
    expect(outstandingCents({ fine: 100, payments: [], writeOffs: [] })).toBe(10000);
    expect(outstandingCents({ fine: 100, payments: [{ amount: 20, rate: 1 }], writeOffs: [30.5] })).toBe(
      4950,
    );
    // USD 37 at 0.74 USD to the SGD is S$ 50.
    expect(
      outstandingCents({ fine: 100, payments: [{ amount: 37, rate: 0.74 }], writeOffs: [] }),
    ).toBeCloseTo(5000, 6);
  });

  it('is never below nothing', () => {
    expect(outstandingCents({ fine: 10, payments: [{ amount: 8, rate: 1 }], writeOffs: [5] })).toBe(0);
  });

  it('keeps the part of a cent a conversion makes, for the answer alone to round', () => {
    // MYR 0.01 at 3.45 MYR to the SGD is a third of an SGD cent.
    const owed = outstandingCents({ fine: 1, payments: [{ amount: 0.01, rate: 3.45 }], writeOffs: [] });
    expect(owed).toBeCloseTo(100 - 1 / 3.45, 9);
    expect(centsIn(owed, 1)).toBe(100);
  });

  it('converts to another currency rounded to its cents, half a cent up', () => {
    expect(centsIn(25000, 0.74)).toBe(18500);
    expect(centsIn(9999, 3.45)).toBe(34497); // 344.9655
    expect(centsIn(50, 0.01)).toBe(1); // half a cent
    expect(centsIn(0, 0.74)).toBe(0);
  });

  it('leaves nothing due in a currency once exactly the amount due in it is paid', () => {
    for (const rate of [0.74, 0.68, 0.58, 3.45, 1]) {
      for (const fine of [0.01, 0.02, 85.5, 99.99, 150, 1200, 5200.37]) {
        const due = centsIn(outstandingCents({ fine, payments: [], writeOffs: [] }), rate);
        const paid = outstandingCents({ fine, payments: [{ amount: due / 100, rate }], writeOffs: [] });
        expect(centsIn(paid, rate), `${fine} at ${rate}`).toBe(0);
      }
    }
  });

  it('writes cents as an amount with 2 decimals', () => {
    expect(toCents(73.5)).toBe(7350);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(centsText(7350)).toBe('73.50');
    expect(centsText(5)).toBe('0.05');
  });
});
