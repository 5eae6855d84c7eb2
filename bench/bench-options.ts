// Reading a bench's command-line options: whole numbers within limits, the databases to run on, and
// --no-doc / --render (print only; write the doc from the last run's figures).

export type DatabaseKind = 'pglite' | 'postgres';

/** A whole number from 1 to `max`, or an error naming the flag. */
export function wholeNumber(flag: string, value: string | undefined, max: number): number {
  const parsed = /^\d+$/.test(value ?? '') ? Number(value) : NaN;
  if (!(parsed >= 1 && parsed <= max)) throw new Error(`${flag} must be a whole number from 1 to ${max}`);
  return parsed;
}

export interface BenchOptionSpec<Name extends string> {
  /** Each number's flag (`--name`) with its default and largest value. */
  numbers: Record<Name, { default: number; max: number }>;
  /** The flag naming the databases, comma-separated (both by default). */
  databasesFlag: string;
}

export type BenchOptions<Name extends string> = Record<Name, number> & {
  databases: DatabaseKind[];
  doc: boolean;
  render: boolean;
};

export function parseBenchOptions<Name extends string>(
  args: string[],
  { numbers, databasesFlag }: BenchOptionSpec<Name>,
): BenchOptions<Name> {
  const values = Object.fromEntries(
    Object.entries<{ default: number }>(numbers).map(([name, number]) => [name, number.default]),
  ) as Record<Name, number>;
  const options: BenchOptions<Name> = {
    ...values,
    databases: ['pglite', 'postgres'],
    doc: true,
    render: false,
  };
  for (let index = 0; index < args.length; index += 1) {
    const flag = args[index]!;
    if (flag === '--no-doc') options.doc = false;
    else if (flag === '--render') options.render = true;
    else {
      const value = args[(index += 1)];
      const name = flag.slice(2) as Name;
      if (flag.startsWith('--') && Object.hasOwn(numbers, name))
        values[name] = wholeNumber(flag, value, numbers[name].max);
      else if (flag === databasesFlag) {
        const kinds = (value ?? '').split(',').filter(Boolean);
        if (kinds.length === 0 || kinds.some((kind) => kind !== 'pglite' && kind !== 'postgres'))
          throw new Error(`${databasesFlag} takes pglite, postgres or both, comma-separated`);
        options.databases = [...new Set(kinds as DatabaseKind[])];
      } else throw new Error(`Unknown argument "${flag}"`);
    }
  }
  return Object.assign(options, values);
}
