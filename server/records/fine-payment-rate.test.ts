import { describe, expect, it } from 'vitest';
import { finePaymentRate } from './fine-payment-rate';

const set = (data: Record<string, unknown>, stored?: Record<string, unknown>) => {
  finePaymentRate.set(data, stored);
  return data.exchangeRate;
};

describe("a payment's exchange rate", () => {
  it("is today's rate of its currency when it is taken, whatever the client sent", () => {
    expect(set({ currency: 'USD', exchangeRate: 9 })).toBe(0.74);
    expect(set({ currency: 'SGD' })).toBe(1);
  });

  it('is kept by an update in the same currency, and taken afresh for another', () => {
    expect(set({ currency: 'USD' }, { currency: 'USD', exchangeRate: 0.5 })).toBe(0.5);
    expect(set({ currency: 'EUR' }, { currency: 'USD', exchangeRate: 0.5 })).toBe(0.68);
    // Stored before rates were kept: today's.
    expect(set({ currency: 'USD' }, { currency: 'USD' })).toBe(0.74);
  });

  it('is none for a currency without a rate', () => {
    const data: Record<string, unknown> = { currency: 'XYZ', exchangeRate: 2 };
    finePaymentRate.set(data);
    expect(data).not.toHaveProperty('exchangeRate');
  });
});
