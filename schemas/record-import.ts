// Records imported from a file in one request (POST /api/{resource}/import): every row is checked as a
// create would check it, and all are stored, or none.
import Type from 'typebox';

/**
 * Rows one request may store: each is checked and stored with its audit entry in one transaction (about
 * 5 ms a row on the reference machine), so a larger file is split and imported in parts.
 */
export const IMPORT_ROW_LIMIT = 2000;

export const RecordImportBody = Type.Object(
  {
    rows: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
);
export type RecordImportBody = Type.Static<typeof RecordImportBody>;

/** One problem of one row: `row` counts from 1 in the order the rows were sent (a file's line order). */
export const ImportRowProblem = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  path: Type.String(),
  message: Type.String(),
});
export type ImportRowProblem = Type.Static<typeof ImportRowProblem>;

export const RecordImportResponse = Type.Object({
  imported: Type.Integer(),
  ids: Type.Array(Type.Integer()),
});
export type RecordImportResponse = Type.Static<typeof RecordImportResponse>;
