// Valid data for a record of each seeded resource: a seeded record's data where the seed has one. A court
// fine's case number is unique, so each court fine gets a new one (CF-2090-0001, CF-2090-0002 ...).
import { readFileSync } from 'node:fs';

const seedRecords = JSON.parse(readFileSync('examples/seed/records.json', 'utf8')) as {
  resource: string;
  data: Record<string, unknown>;
}[];

const UNSEEDED: Record<string, Record<string, unknown>> = {
  'fine-payments': { caseNumber: 'CF-2026-0042', currency: 'SGD', amountPaid: 50, paymentMethod: 'cash' },
  // Of the seeded court fine CF-2026-0042 (S$ 1,200).
  'court-fine-write-offs': { caseNumber: 'CF-2026-0042', amount: 120, reason: 'Offender deceased' },
};

/** Values a record of the resource must not share with another. */
const UNIQUE: Record<string, () => Record<string, unknown>> = {
  'court-fines': () => ({ caseNumber: `CF-2090-${String((courtFines += 1)).padStart(4, '0')}` }),
};
let courtFines = 0;

/** A fresh copy of valid data for a record of the resource. */
export function sampleData(resource: string): Record<string, unknown> {
  const data = UNSEEDED[resource] ?? seedRecords.find((record) => record.resource === resource)?.data;
  if (!data) throw new Error(`No sample data for ${resource}`);
  return { ...structuredClone(data), ...UNIQUE[resource]?.() };
}
