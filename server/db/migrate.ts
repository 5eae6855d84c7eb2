// Versioned migrations, run on every start; each file in migrations/ is listed here once.
import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as initial from './migrations/0001-initial';
import * as auditDocumentsIdempotency from './migrations/0002-audit-documents-idempotency';
import * as resourceRetirement from './migrations/0003-resource-retirement';
import * as signInSessions from './migrations/0010-sign-in-sessions';
import * as recordCounts from './migrations/0020-record-counts';
import * as trigramSearch from './migrations/0021-trigram-search';
import * as workflow from './migrations/0030-workflow';
import * as publicForms from './migrations/0040-public-forms';
import * as formVersions from './migrations/0050-form-versions';
import * as securityHardening from './migrations/0060-security-hardening';
import * as formDisplaySettings from './migrations/0070-form-display-settings';
import * as recordListChanges from './migrations/0080-record-list-changes';
import * as auditChain from './migrations/0090-audit-chain';
import * as sortableFields from './migrations/0100-sortable-fields';
import * as changeNotices from './migrations/0110-change-notices';
import * as noRoleNotices from './migrations/0111-no-role-notices';
import * as formLockExpiry from './migrations/0120-form-lock-expiry';
import * as pendingChangesIndex from './migrations/0130-pending-changes-index';
import * as submissionOperation from './migrations/0131-submission-operation';
import * as revokedTokens from './migrations/0140-revoked-tokens';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-audit-documents-idempotency': auditDocumentsIdempotency,
  '0003-resource-retirement': resourceRetirement,
  '0010-sign-in-sessions': signInSessions,
  '0020-record-counts': recordCounts,
  '0021-trigram-search': trigramSearch,
  '0030-workflow': workflow,
  '0040-public-forms': publicForms,
  '0050-form-versions': formVersions,
  '0060-security-hardening': securityHardening,
  '0070-form-display-settings': formDisplaySettings,
  '0080-record-list-changes': recordListChanges,
  '0090-audit-chain': auditChain,
  '0100-sortable-fields': sortableFields,
  '0110-change-notices': changeNotices,
  '0111-no-role-notices': noRoleNotices,
  '0120-form-lock-expiry': formLockExpiry,
  '0130-pending-changes-index': pendingChangesIndex,
  '0131-submission-operation': submissionOperation,
  '0140-revoked-tokens': revokedTokens,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** True when every migration is recorded as run: the start then takes no lock and runs nothing. */
async function everyMigrationRan(db: Kysely<unknown>): Promise<boolean> {
  const { rows: table } = await sql<{ present: boolean }>`
    select to_regclass('kysely_migration') is not null as present
  `.execute(db);
  if (!table[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const ran = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).every((name) => ran.has(name));
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  if (await everyMigrationRan(db)) return;
  // Migrations written side by side may land out of order (0080 after 0090 ran somewhere); each stands
  // alone, so a missing one is run late rather than refused.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`,
    );
  }
}
