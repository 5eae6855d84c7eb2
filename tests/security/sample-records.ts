// Valid data for a record of each seeded resource: a seeded record's data where the seed has one. A court
// fine's case number and a deposit's reference are unique, so each gets a new one (CF-2090-0001,
// CF-2090-0002 ...; DEP-2090-0001 ...).
import { readFileSync } from 'node:fs';

const seedRecords = JSON.parse(readFileSync('examples/seed/records.json', 'utf8')) as {
  resource: string;
  data: Record<string, unknown>;
}[];

// Payments and write-offs of a court fine, and disbursements of a deposit, may not come to more than it:
// each sample is S$ 1, so that every case of a test can write one.
const UNSEEDED: Record<string, Record<string, unknown>> = {
  // Of the seeded court fine CF-2026-0042 (S$ 1,200).
  'fine-payments': { caseNumber: 'CF-2026-0042', currency: 'SGD', amountPaid: 1, paymentMethod: 'cash' },
  'court-fine-write-offs': { caseNumber: 'CF-2026-0042', amount: 1, reason: 'Offender deceased' },
  // Out of the seeded deposit DEP-2026-0001 (S$ 1,200).
  'fund-disbursements': {
    disbursementReference: 'FD-2026-0900',
    depositReference: 'DEP-2026-0001',
    payeeName: 'Tan Wei Ming',
    amount: 1,
    disbursementDate: '2026-02-01',
    status: 'PENDING',
  },
};

/** Values a record of the resource must not share with another. */
const UNIQUE: Record<string, () => Record<string, unknown>> = {
  'court-fines': () => ({ caseNumber: `CF-2090-${String((courtFines += 1)).padStart(4, '0')}` }),
  deposits: () => ({ depositReference: `DEP-2090-${String((deposits += 1)).padStart(4, '0')}` }),
};
let courtFines = 0;
let deposits = 0;

/** A fresh copy of valid data for a record of the resource. */
export function sampleData(resource: string): Record<string, unknown> {
  const data = UNSEEDED[resource] ?? seedRecords.find((record) => record.resource === resource)?.data;
  if (!data) throw new Error(`No sample data for ${resource}`);
  return { ...structuredClone(data), ...UNIQUE[resource]?.() };
}
