import { describe, expect, it } from 'vitest';
import { parseSeedBigArgs } from './seed-big';

describe('parseSeedBigArgs', () => {
  it('reads the resource and the rows, with defaults for the rest', () => {
    expect(parseSeedBigArgs(['--resource', 'court-fines', '--rows', '1000000'])).toEqual({
      resource: 'court-fines',
      rows: 1_000_000,
      batch: 50_000,
      user: 'clerk@ignite.local',
    });
    expect(
      parseSeedBigArgs([
        '--rows',
        '5',
        '--resource',
        'court-fines',
        '--batch',
        '2',
        '--user',
        'Admin@Ignite.local',
      ]),
    ).toMatchObject({ rows: 5, batch: 2, user: 'admin@ignite.local' });
  });

  it('rejects bad arguments with a clear message', () => {
    const cases: [string[], RegExp][] = [
      [[], /--resource is required/],
      [['--resource', 'court-fines'], /--rows is required/],
      [
        ['--resource', 'court-fines', '--rows', '0'],
        /--rows must be a whole number from 1 to 10,000,000, got "0"/,
      ],
      [['--resource', 'court-fines', '--rows', '1e6'], /--rows must be a whole number/],
      [['--resource', 'court-fines', '--rows', '-5'], /--rows must be a whole number/],
      [['--resource', 'court-fines', '--rows', '10000001'], /--rows must be a whole number/],
      [['--resource', 'court-fines', '--rows', '5', '--batch', '2000000'], /--batch must be/],
      [['--resource', 'Court Fines', '--rows', '5'], /is not a resource name/],
      [['--resource'], /--resource needs a value/],
      [['--resource', '--rows', '5'], /--resource needs a value/],
      [['--resource', 'a1', '--resource', 'b2', '--rows', '5'], /--resource is given twice/],
      [['--resource', 'court-fines', '--rows', '5', '--force'], /Unknown argument "--force"/],
      [['court-fines'], /Unknown argument "court-fines"/],
    ];
    for (const [args, message] of cases)
      expect(() => parseSeedBigArgs(args), args.join(' ')).toThrow(message);
  });
});
