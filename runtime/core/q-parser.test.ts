import { describe, expect, it } from 'vitest';
import { parseQuery, QuerySyntaxError } from './q-parser';

function syntaxError(q: string): QuerySyntaxError {
  try {
    parseQuery(q);
  } catch (error) {
    if (error instanceof QuerySyntaxError) return error;
    throw error;
  }
  throw new Error(`"${q}" parsed without an error`);
}

describe('parseQuery', () => {
  it('answers no criteria for an empty or blank q', () => {
    expect(parseQuery('')).toEqual([]);
    expect(parseQuery('   \t ')).toEqual([]);
  });

  it('parses each comparison operator', () => {
    for (const op of ['=', '!=', '>', '>=', '<', '<='] as const) {
      expect(parseQuery(`amount${op}100`)).toEqual([
        {
          kind: 'compare',
          field: 'amount',
          path: ['amount'],
          op,
          value: '100',
          quoted: false,
          position: 0,
          valuePosition: 6 + op.length,
        },
      ]);
    }
  });

  it('parses dotted field paths and trims spaces around the parts', () => {
    expect(parseQuery('  offender.name  =  Jo Smith  ')).toEqual([
      {
        kind: 'compare',
        field: 'offender.name',
        path: ['offender', 'name'],
        op: '=',
        value: 'Jo Smith',
        quoted: false,
        position: 2,
        valuePosition: 20,
      },
    ]);
    expect(parseQuery('_a1.B_2.c=x')[0]).toMatchObject({ path: ['_a1', 'B_2', 'c'], field: '_a1.B_2.c' });
  });

  it('joins criteria with ;', () => {
    const criteria = parseQuery('caseNumber=[CF-2026);amount>=100;status=in(OPEN,"ON HOLD")');
    expect(criteria).toEqual([
      {
        kind: 'match',
        field: 'caseNumber',
        path: ['caseNumber'],
        mode: 'startsWith',
        negated: false,
        text: 'CF-2026',
        position: 0,
        valuePosition: 11,
      },
      {
        kind: 'compare',
        field: 'amount',
        path: ['amount'],
        op: '>=',
        value: '100',
        quoted: false,
        position: 21,
        valuePosition: 29,
      },
      {
        kind: 'in',
        field: 'status',
        path: ['status'],
        negated: false,
        items: [
          { value: 'OPEN', quoted: false, position: 43 },
          { value: 'ON HOLD', quoted: true, position: 48 },
        ],
        position: 33,
        valuePosition: 40,
      },
    ]);
  });

  it('keeps a bare value whole up to the next ;, including other operator characters', () => {
    expect(parseQuery('a=x=y>z')[0]).toMatchObject({ op: '=', value: 'x=y>z' });
    expect(parseQuery('a==1')[0]).toMatchObject({ op: '=', value: '=1' });
    expect(parseQuery('a>=<1')[0]).toMatchObject({ op: '>=', value: '<1' });
    expect(parseQuery('a=O"Brien')[0]).toMatchObject({ value: 'O"Brien', quoted: false });
    expect(parseQuery('a=(x)')[0]).toMatchObject({ kind: 'compare', value: '(x)' });
    expect(parseQuery('a=inside')[0]).toMatchObject({ kind: 'compare', value: 'inside' });
    expect(parseQuery('a=IN(1)')[0]).toMatchObject({ kind: 'compare', value: 'IN(1)' });
  });

  it('reads quoted values with escapes and ; inside', () => {
    expect(parseQuery('name="a;b";x=1')).toMatchObject([
      { kind: 'compare', value: 'a;b', quoted: true },
      { kind: 'compare', field: 'x', value: '1', position: 11 },
    ]);
    expect(parseQuery(String.raw`name="say \"hi\" \\ there"`)[0]).toMatchObject({
      value: String.raw`say "hi" \ there`,
    });
    expect(parseQuery('name=""')[0]).toMatchObject({ kind: 'compare', value: '', quoted: true });
    expect(parseQuery('name = "  padded  "  ')[0]).toMatchObject({ value: '  padded  ' });
  });

  it('treats quoted null, in( and wrappers as plain text', () => {
    expect(parseQuery('a="null"')[0]).toMatchObject({ kind: 'compare', value: 'null', quoted: true });
    expect(parseQuery('a="in(1,2)"')[0]).toMatchObject({ kind: 'compare', value: 'in(1,2)' });
    expect(parseQuery('a="(%x%)"')[0]).toMatchObject({ kind: 'compare', value: '(%x%)' });
    expect(parseQuery('a>"10"')[0]).toMatchObject({ kind: 'compare', op: '>', value: '10', quoted: true });
  });

  it('parses null checks', () => {
    expect(parseQuery('status=null')).toEqual([
      { kind: 'null', field: 'status', path: ['status'], negated: false, position: 0, valuePosition: 7 },
    ]);
    expect(parseQuery('a.b != null ')[0]).toMatchObject({ kind: 'null', negated: true, path: ['a', 'b'] });
    expect(parseQuery('a=NULL')[0]).toMatchObject({ kind: 'compare', value: 'NULL' });
  });

  it('parses in-lists with bare, quoted and null items', () => {
    expect(parseQuery('s=in( a , "b,c" ,null,"x\\"y")')[0]).toEqual({
      kind: 'in',
      field: 's',
      path: ['s'],
      negated: false,
      items: [
        { value: 'a', quoted: false, position: 6 },
        { value: 'b,c', quoted: true, position: 10 },
        { value: null, quoted: false, position: 17 },
        { value: 'x"y', quoted: true, position: 22 },
      ],
      position: 0,
      valuePosition: 2,
    });
    expect(parseQuery('s!=in(1)  ;t=2')).toMatchObject([
      { kind: 'in', negated: true, items: [{ value: '1' }] },
      { kind: 'compare', field: 't', position: 11 },
    ]);
    expect(parseQuery('s=in("a;b")')[0]).toMatchObject({ items: [{ value: 'a;b', quoted: true }] });
  });

  it('parses the contains and starts-with wrappers', () => {
    expect(parseQuery('name=(%smith%)')[0]).toMatchObject({
      kind: 'match',
      mode: 'contains',
      negated: false,
      text: 'smith',
      valuePosition: 5,
    });
    expect(parseQuery('name!=(%smith%)')[0]).toMatchObject({ kind: 'match', negated: true });
    expect(parseQuery('name=[CF-2026)')[0]).toMatchObject({ mode: 'startsWith', text: 'CF-2026' });
    expect(parseQuery('name!=[CF)')[0]).toMatchObject({ mode: 'startsWith', negated: true, text: 'CF' });
  });

  it('lets wrapped text hold any character, closing at the mark that ends the value', () => {
    expect(parseQuery('a=(%x;y%)')[0]).toMatchObject({ text: 'x;y' });
    expect(parseQuery('a=(%x%);b=(%y%)')).toMatchObject([{ text: 'x' }, { text: 'y', position: 8 }]);
    expect(parseQuery('a=(%50%)%)')[0]).toMatchObject({ text: '50%)' });
    expect(parseQuery('a=(%%%)')[0]).toMatchObject({ text: '%' });
    expect(parseQuery('a=(%%)')[0]).toMatchObject({ text: '' });
    expect(parseQuery('a=(% "q" \\ %)  ')[0]).toMatchObject({ text: ' "q" \\ ' });
    expect(parseQuery('a=[x)y)')[0]).toMatchObject({ mode: 'startsWith', text: 'x)y' });
    expect(parseQuery('a=[(%)')[0]).toMatchObject({ mode: 'startsWith', text: '(%' });
  });

  it('parses a bare wrapped value as a search over the searchable fields', () => {
    expect(parseQuery('(%smith%)')).toEqual([
      { kind: 'search', mode: 'contains', text: 'smith', position: 0 },
    ]);
    expect(parseQuery(' [CF-2026) ;status=OPEN')).toEqual([
      { kind: 'search', mode: 'startsWith', text: 'CF-2026', position: 1 },
      expect.objectContaining({ kind: 'compare', field: 'status', position: 12 }),
    ]);
  });

  describe('errors', () => {
    const cases: [q: string, message: string, position: number][] = [
      ['amount', 'Expected an operator after "amount" at position 6', 6],
      ['amount 5', 'Expected an operator after "amount" at position 7', 7],
      ['amount!5', 'Expected an operator after "amount" at position 6', 6],
      ['amount=', 'Expected a value after "amount=" at position 7', 7],
      ['amount=  ;b=1', 'Expected a value after "amount=" at position 9', 9],
      ['=5', 'Expected a field name but found "=" at position 0', 0],
      ['1a=5', 'Expected a field name but found "1" at position 0', 0],
      ['a.=5', 'Expected a field name after "a." at position 2', 2],
      ['.a=5', 'Expected a field name but found "." at position 0', 0],
      ['a..b=5', 'Expected a field name after "a." at position 2', 2],
      ['a b=5', 'Expected an operator after "a" at position 2', 2],
      ['a=1;;b=2', 'Expected a criterion at position 4', 4],
      [';a=1', 'Expected a criterion at position 0', 0],
      ['a=1;', 'Expected a criterion at position 4', 4],
      ['a=1; ', 'Expected a criterion at position 5', 5],
      ['a="abc', 'Unterminated quoted value at position 2', 2],
      ['a="abc\\"', 'Unterminated quoted value at position 2', 2],
      ['a="x\\n"', 'Only \\" and \\\\ may follow a backslash at position 4', 4],
      ['a="x" y', 'Expected ";" or the end of q after the quoted value at position 6', 6],
      ['a>null', 'null can only be used with = or != at position 2', 2],
      ['a<=null', 'null can only be used with = or != at position 3', 3],
      ['a>in(1)', 'in(…) can only be used with = or != at position 2', 2],
      ['a=in()', 'Expected at least one value in in(…) at position 5', 5],
      ['a=in(1,)', 'Expected a value at position 7', 7],
      ['a=in(1,,2)', 'Expected a value at position 7', 7],
      ['a=in(1', 'Expected "," or ")" in in(…) but found the end of q at position 6', 6],
      ['a=in(1;b=2)', 'Expected "," or ")" in in(…) but found ";" at position 6', 6],
      ['a=in("x" y)', 'Expected "," or ")" in in(…) but found "y" at position 9', 9],
      ['a=in(1) x', 'Expected ";" or the end of q after in(…) at position 8', 8],
      ['a=in("x', 'Unterminated quoted value at position 5', 5],
      ['a>(%x%)', 'The (%…%) wrapper can only be used with = or != at position 2', 2],
      ['a<=[x)', 'The […) wrapper can only be used with = or != at position 3', 3],
      ['a=(%x', 'Expected "%)" to close "(%" at the end of the value at position 2', 2],
      ['a=(%x%) y', 'Expected "%)" to close "(%" at the end of the value at position 2', 2],
      ['a=[x', 'Expected ")" to close "[" at the end of the value at position 2', 2],
      ['a=[x]', 'Expected ")" to close "[" at the end of the value at position 2', 2],
      ['b=1; (%x', 'Expected "%)" to close "(%" at the end of the value at position 5', 5],
      ['[x) y', 'Expected ")" to close "[" at the end of the value at position 0', 0],
      ['(%x%)=1', 'Expected "%)" to close "(%" at the end of the value at position 0', 0],
    ];
    it.each(cases)('%s', (q, message, position) => {
      const error = syntaxError(q);
      expect(error.message).toBe(message);
      expect(error.position).toBe(position);
      expect(error).toBeInstanceOf(Error);
    });
  });
});
