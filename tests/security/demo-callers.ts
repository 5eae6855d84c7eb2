// The callers of the security families: anonymous and every demo user of the seed, each with the acls
// the seed gives their roles (a role holding "*" holds every acl resource), read from the seed files
// rather than from the server so that a server granting more than the seed says is caught.
import { readFileSync } from 'node:fs';
import { client, signIn, type ApiClient } from '../helpers/test-server';

interface SeedRole {
  name: string;
  acls: string[];
}
interface SeedUser {
  username: string;
  privileged: boolean;
  roles: string[];
}
export interface SeedResource {
  name: string;
  formId: string;
  readAcl: string;
  writeAcl: string;
  workflow?: { create?: unknown[]; update?: unknown[] };
}

const seed = <T>(file: string): T => JSON.parse(readFileSync(`examples/seed/${file}`, 'utf8')) as T;

export const seedResources = seed<SeedResource[]>('resources.json');

export interface Caller {
  /** The user name's local part ("clerk"), or "anonymous". */
  name: string;
  /** The user's id; empty for the anonymous caller. */
  id: string;
  acls: string[];
  privileged: boolean;
  api: ApiClient;
  token?: string;
}

export function seededAcls(roleNames: string[]): string[] {
  const roles = seed<SeedRole[]>('roles.json');
  const every = seed<{ resourceName: string }[]>('acl-resources.json').map((acl) => acl.resourceName);
  const acls = roleNames.flatMap(
    (name) =>
      roles.find((role) => role.name === name)?.acls.flatMap((acl) => (acl === '*' ? every : [acl])) ?? [],
  );
  return [...new Set(acls)].sort();
}

/** Signs every demo user in; the anonymous caller comes first. */
export async function demoCallers(baseUrl: string, userIds: Record<string, string>): Promise<Caller[]> {
  const callers: Caller[] = [
    { name: 'anonymous', id: '', acls: [], privileged: false, api: client(baseUrl) },
  ];
  for (const user of seed<SeedUser[]>('users.json')) {
    const token = await signIn(baseUrl, user.username);
    const name = user.username.split('@')[0]!;
    callers.push({
      name,
      id: userIds[name]!,
      acls: seededAcls(user.roles),
      privileged: user.privileged,
      api: client(baseUrl, token),
      token,
    });
  }
  return callers;
}
