// Valid data for a record of each seeded resource: a seeded record's data where the seed has one.
import { readFileSync } from 'node:fs';

const seedRecords = JSON.parse(readFileSync('examples/seed/records.json', 'utf8')) as {
  resource: string;
  data: Record<string, unknown>;
}[];

const UNSEEDED: Record<string, Record<string, unknown>> = {
  'fine-payments': { caseNumber: 'CF-2026-0042', currency: 'SGD', amountPaid: 50, paymentMethod: 'cash' },
  'court-fine-write-offs': { caseNumber: 'CF-2026-0500', amount: 120, reason: 'Offender deceased' },
};

/** A fresh copy of valid data for a record of the resource. */
export function sampleData(resource: string): Record<string, unknown> {
  const data = UNSEEDED[resource] ?? seedRecords.find((record) => record.resource === resource)?.data;
  if (!data) throw new Error(`No sample data for ${resource}`);
  return structuredClone(data);
}
