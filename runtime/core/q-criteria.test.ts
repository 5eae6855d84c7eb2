import { describe, expect, it } from 'vitest';
import { buildQuery, criterionText, CriterionError, searchText, where } from './q-criteria';

describe('criterion queries (spec 001 §7.4, docs/q-language.md)', () => {
  it('writes numbers and booleans bare, plain text bare and other text quoted', () => {
    expect(criterionText(where.gte('amount', 100))).toBe('amount>=100');
    expect(criterionText(where.eq('urgent', true))).toBe('urgent=true');
    expect(criterionText(where.eq('status', 'OPEN'))).toBe('status=OPEN');
    expect(criterionText(where.lt('dueDate', '2026-02-01'))).toBe('dueDate<2026-02-01');
    expect(criterionText(where.eq('offender.name', 'Jo Smith'))).toBe('offender.name="Jo Smith"');
    expect(criterionText(where.eq('note', 'a;b "c" \\d'))).toBe('note="a;b \\"c\\" \\\\d"');
  });

  it('quotes text that would otherwise mean a number, a boolean, null, a list or a wrapper', () => {
    expect(criterionText(where.gt('code', '100'))).toBe('code>"100"');
    for (const text of ['null', 'true', 'in(a)', '(%x%)', '[x)', ' padded', ''])
      expect(criterionText(where.eq('f', text))).toBe(`f=${JSON.stringify(text)}`);
  });

  it('checks null, in-lists, contains and starts with', () => {
    expect(criterionText(where.eq('assignee', null))).toBe('assignee=null');
    expect(criterionText(where.ne('assignee', null))).toBe('assignee!=null');
    expect(criterionText(where.in('status', ['OPEN', 'ON HOLD', null, 3]))).toBe(
      'status=in(OPEN,"ON HOLD",null,3)',
    );
    expect(criterionText(where.notIn('caseType', ['A,B']))).toBe('caseType!=in("A,B")');
    expect(criterionText(where.contains('name', 'smith'))).toBe('name=(%smith%)');
    expect(criterionText({ key: 'name', operator: 'not_starts_with', value: 'CF-' })).toBe('name!=[CF-)');
    expect(searchText('a;b', 'contains')).toBe('(%a;b%)');
  });

  it('joins criteria and q text with ;, leaving blanks out', () => {
    expect(buildQuery(where.eq('a', 1), '', undefined, ' b=2 ', where.contains('c', 'x'))).toBe(
      'a=1;b=2;c=(%x%)',
    );
  });

  it('refuses what the language cannot say, naming the field', () => {
    const refused = (build: () => unknown) => expect(build).toThrow(CriterionError);
    refused(() => criterionText(where.eq('bad-field', 1)));
    refused(() => criterionText(where.gt('amount', null as unknown as number)));
    refused(() => criterionText(where.eq('amount', Number.NaN)));
    refused(() => criterionText(where.in('status', [])));
    refused(() => criterionText(where.contains('note', 'x%);y')));
    refused(() => criterionText(where.startsWith('note', 'x) ;y')));
    refused(() => criterionText({ key: 'a', operator: '=', value: [1] }));
    expect(() => criterionText(where.eq('bad-field', 1))).toThrow('"bad-field" is not a field name');
  });
});
