// Indexes for each resource's searchable and sortable fields, partial to its live records: a b-tree on the
// field's jsonb value and id serves a page sorted by the field (and =, in(), ranges); for a searchable
// field, a trigram index on its text serves the (%text%) and [text) searches where pg_trgm is installed. The expressions are the ones
// the q compiler writes, so the planner matches them.
import { createHash } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FIELD_PATH_PATTERN, RESOURCE_NAME_PATTERN } from '../../schemas/resource';
import type { DB } from '../db/schema';
import { isColumnField, jsonFieldExpression, jsonTextExpression } from './query/q-compiler';

export type RecordIndexKind = 'sort' | 'search';

export interface RecordIndex {
  name: string;
  kind: RecordIndexKind;
  field: string;
  /** `create index ...`, identifiers and literals only (DDL takes no parameters). */
  create: RawBuilder<unknown>;
  /** What the index is for, kept as its comment so that `\di+` explains the hashed name. */
  comment: string;
}

const RESOURCE_NAME = new RegExp(RESOURCE_NAME_PATTERN);
const FIELD_PATH = new RegExp(FIELD_PATH_PATTERN);

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** Every index of one resource starts with this: `rec_<hash of the name>_`. */
export function recordIndexPrefix(resource: string): string {
  return `rec_${shortHash(resource)}_`;
}

/** Short, deterministic and a safe identifier whatever the field: `rec_1a2b3c4d5e_s_6f7a8b9c0d`. */
export function recordIndexName(resource: string, field: string, kind: RecordIndexKind): string {
  return `${recordIndexPrefix(resource)}${kind === 'sort' ? 's' : 't'}_${shortHash(field)}`;
}

/** The indexes a resource should have; record columns named as searchable or sortable fields get none. */
export function recordIndexes(
  resource: string,
  searchableFields: string[],
  options: { trigram: boolean; sortableFields?: string[] },
): RecordIndex[] {
  if (!RESOURCE_NAME.test(resource)) throw new Error(`"${resource}" is not a valid resource name`);
  const searchable = new Set(searchableFields);
  const fields = [...new Set([...searchableFields, ...(options.sortableFields ?? [])])].filter(
    (field) => !isColumnField(field),
  );
  const live = sql`${sql.ref('resource')} = ${sql.lit(resource)} and ${sql.ref('deleted')} = false`;
  return fields.flatMap((field) => {
    if (!FIELD_PATH.test(field)) throw new Error(`"${field}" is not a valid field name`);
    const path = field.split('.');
    const sortName = recordIndexName(resource, field, 'sort');
    const indexes: RecordIndex[] = [
      {
        name: sortName,
        kind: 'sort',
        field,
        create: sql`create index if not exists ${sql.id(sortName)} on ${sql.table('records')} ((${jsonFieldExpression(path)}), ${sql.ref('id')}) where ${live}`,
        comment: `${resource} records by ${field}`,
      },
    ];
    if (options.trigram && searchable.has(field)) {
      const searchName = recordIndexName(resource, field, 'search');
      indexes.push({
        name: searchName,
        kind: 'search',
        field,
        create: sql`create index if not exists ${sql.id(searchName)} on ${sql.table('records')} using gin ((${jsonTextExpression(path)}) gin_trgm_ops) where ${live}`,
        comment: `${resource} records searched by ${field}`,
      });
    }
    return indexes;
  });
}

/** pg_trgm installed where an unqualified `gin_trgm_ops` finds it. */
async function hasTrigram(db: Kysely<DB>): Promise<boolean> {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from pg_opclass where opcname = 'gin_trgm_ops' and pg_opclass_is_visible(oid)
  `.execute(db);
  return rows.length > 0;
}

/** The records table's indexes named with `prefix`, from the catalog tables (pg_indexes joins more of them). */
async function existingIndexes(db: Kysely<DB>, prefix: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'records'::regclass and left(c.relname, ${prefix.length}) = ${prefix}
  `.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Creates the resource's missing indexes and drops those of fields no longer searchable or sortable (empty
 * lists drop them all). Only missing ones are created, so that saving an unchanged resource takes no lock on
 * the records table. Building an index on a large table takes a while and holds off writes meanwhile.
 */
export async function ensureRecordIndexes(
  db: Kysely<DB>,
  resource: { name: string; searchableFields: string[]; sortableFields?: string[] | undefined },
): Promise<{ created: string[]; dropped: string[] }> {
  const wanted = recordIndexes(resource.name, resource.searchableFields, {
    trigram: await hasTrigram(db),
    sortableFields: resource.sortableFields ?? [],
  });
  const existing = await existingIndexes(db, recordIndexPrefix(resource.name));
  const created: string[] = [];
  for (const index of wanted.filter((index) => !existing.includes(index.name))) {
    await index.create.execute(db);
    await sql`comment on index ${sql.id(index.name)} is ${sql.lit(index.comment)}`.execute(db);
    created.push(index.name);
  }
  const dropped = existing.filter((name) => !wanted.some((index) => index.name === name));
  for (const name of dropped) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  return { created, dropped };
}

/**
 * Every declared resource's indexes, e.g. for a database from before they were kept (on start). The
 * indexes there are read once for all resources; nothing is written when they are as declared.
 */
export async function ensureEveryResourceIndexes(db: Kysely<DB>): Promise<void> {
  const [resources, trigram, existing] = await Promise.all([
    db.selectFrom('resources').select(['name', 'searchable_fields', 'sortable_fields']).execute(),
    hasTrigram(db),
    existingIndexes(db, 'rec_'),
  ]);
  for (const resource of resources) {
    const prefix = recordIndexPrefix(resource.name);
    const declared = {
      name: resource.name,
      searchableFields: resource.searchable_fields,
      sortableFields: resource.sortable_fields,
    };
    const wanted = recordIndexes(declared.name, declared.searchableFields, {
      trigram,
      sortableFields: declared.sortableFields,
    }).map((index) => index.name);
    const own = existing.filter((name) => name.startsWith(prefix));
    const unchanged = wanted.length === own.length && wanted.every((name) => own.includes(name));
    if (!unchanged) await ensureRecordIndexes(db, declared);
  }
}
