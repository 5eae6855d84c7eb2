import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dataIndexExpression } from './query/q-compiler';
import { recordIndexes, recordIndexName, recordIndexPrefix } from './record-indexes';

const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('record indexes', () => {
  it('names are short, deterministic, safe identifiers that start with the resource prefix', () => {
    const name = recordIndexName('court-fines', 'caseNumber', 'sort');
    expect(name).toMatch(/^rec_[0-9a-f]{10}_s_[0-9a-f]{10}$/);
    expect(name).toBe(recordIndexName('court-fines', 'caseNumber', 'sort'));
    expect(name.startsWith(recordIndexPrefix('court-fines'))).toBe(true);
    expect(recordIndexName('court-fines', 'caseNumber', 'search')).toMatch(/^rec_[0-9a-f]{10}_t_/);
    expect(recordIndexName('court-fines', 'case_number', 'sort')).not.toBe(name);
    expect(recordIndexPrefix('court-fine')).not.toBe(recordIndexPrefix('court-fines'));
  });

  it('indexes the exact expressions the q compiler sorts and searches by, for live records only', () => {
    const [sort, search] = recordIndexes('court-fines', ['caseNumber'], { trigram: true });
    const sortSql = sort!.create.compile(compiler);
    expect(sortSql.parameters).toEqual([]);
    expect(sortSql.sql).toBe(
      `create index if not exists "${sort!.name}" on "records" ((${dataIndexExpression('caseNumber')}), "id") ` +
        `where "resource" = 'court-fines' and "deleted" = false`,
    );
    const searchSql = search!.create.compile(compiler);
    expect(searchSql.parameters).toEqual([]);
    expect(searchSql.sql).toContain(`using gin (("data" ->> 'caseNumber') gin_trgm_ops)`);
    expect(search!.comment).toBe('court-fines records searched by caseNumber');
  });

  it('follows nested paths, skips record columns and duplicates, and leaves trigrams out without pg_trgm', () => {
    const indexes = recordIndexes('fines', ['offender.name', 'createdByName', 'offender.name'], {
      trigram: false,
    });
    expect(indexes.map((index) => [index.kind, index.field])).toEqual([['sort', 'offender.name']]);
    expect(indexes[0]!.create.compile(compiler).sql).toContain(`(("data" -> 'offender' -> 'name'), "id")`);
  });

  it('gives a sortable field a sort index only, and a field both searchable and sortable both, once', () => {
    const indexes = recordIndexes('fines', ['caseNumber'], {
      trigram: true,
      sortableFields: ['amount', 'caseNumber', 'createdDate'],
    });
    expect(indexes.map((index) => [index.kind, index.field])).toEqual([
      ['sort', 'caseNumber'],
      ['search', 'caseNumber'],
      ['sort', 'amount'],
    ]);
    expect(() => recordIndexes('fines', [], { trigram: true, sortableFields: ['a b'] })).toThrow(
      /field name/,
    );
  });

  it('refuses names that are not a resource or a field', () => {
    expect(() => recordIndexes("x'; drop table records; --", [], { trigram: true })).toThrow(/resource name/);
    expect(() => recordIndexes('fines', ["a') or ('1"], { trigram: true })).toThrow(/field name/);
  });
});
