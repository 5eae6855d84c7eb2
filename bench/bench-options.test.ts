import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from './bench-options';

const spec = {
  numbers: { rows: { default: 10, max: 100 }, settle: { default: 15, max: 600 } },
  databasesFlag: '--db',
};

describe('parseBenchOptions', () => {
  it('answers the defaults, both databases and the doc written', () => {
    expect(parseBenchOptions([], spec)).toEqual({
      rows: 10,
      settle: 15,
      databases: ['pglite', 'postgres'],
      doc: true,
      render: false,
    });
  });

  it('reads numbers, the databases and the doc flags', () => {
    expect(
      parseBenchOptions(['--rows', '5', '--db', 'postgres,postgres', '--no-doc', '--render'], spec),
    ).toEqual({ rows: 5, settle: 15, databases: ['postgres'], doc: false, render: true });
  });

  it('refuses a number out of range, an unknown database and an unknown flag, naming them', () => {
    expect(() => parseBenchOptions(['--rows', 'x'], spec)).toThrow(
      '--rows must be a whole number from 1 to 100',
    );
    expect(() => parseBenchOptions(['--rows', '101'], spec)).toThrow('from 1 to 100');
    expect(() => parseBenchOptions(['--rows'], spec)).toThrow('--rows must be');
    expect(() => parseBenchOptions(['--db', 'mysql'], spec)).toThrow('--db takes pglite, postgres or both');
    expect(() => parseBenchOptions(['--db', ''], spec)).toThrow('--db takes');
    expect(() => parseBenchOptions(['--bogus', '1'], spec)).toThrow('Unknown argument "--bogus"');
    expect(() => parseBenchOptions(['--toString', '1'], spec)).toThrow('Unknown argument "--toString"');
  });
});
