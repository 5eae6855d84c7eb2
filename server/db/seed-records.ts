// The example records (examples/seed/records.json) of a new database: each is validated against its
// resource's stored form exactly as the records API validates a submission, then inserted as created
// by the first privileged example user. Runs inside the seed's transaction: a bad record seeds nothing.
import type { Kysely } from 'kysely';
import { findForm } from '../forms';
import { validateSubmission } from '../records/validate-submission';
import type { Examples } from './examples';
import type { DB } from './schema';

export async function insertSeedRecords(
  trx: Kysely<DB>,
  { records, users }: Pick<Examples, 'records' | 'users'>,
): Promise<number> {
  if (records.length === 0) return 0;
  const author = users.find((user) => user.privileged) ?? users[0];
  if (!author) throw new Error('Example records need an example user to have created them');
  const user = await trx
    .selectFrom('users')
    .select(['id', 'display_name'])
    .where('username', '=', author.username.toLowerCase())
    .executeTakeFirstOrThrow();
  for (const [index, record] of records.entries()) {
    const where = `examples/seed/records.json[${index}] (${record.resource})`;
    const resource = await trx
      .selectFrom('resources')
      .select('form_id')
      .where('name', '=', record.resource)
      .executeTakeFirst();
    if (!resource) throw new Error(`${where}: there is no resource "${record.resource}"`);
    const form = await findForm(trx, resource.form_id);
    if (!form) throw new Error(`${where}: the form "${resource.form_id}" is missing`);
    const { data, problems } = await validateSubmission(form.components, record.data);
    if (problems.length > 0) {
      throw new Error(
        `${where}: ${problems.map((problem) => `${problem.path} ${problem.message}`).join('; ')}`,
      );
    }
    await trx
      .insertInto('records')
      .values({
        resource: record.resource,
        data: JSON.stringify(data),
        created_by_id: user.id,
        created_by_name: user.display_name,
        updated_by_id: user.id,
        updated_by_name: user.display_name,
      })
      .execute();
  }
  return records.length;
}
