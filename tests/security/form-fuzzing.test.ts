// Form-definition fuzzing: thousands of mutated example forms posted to both forms APIs (the portal's
// save and the builder's create) are each either stored (and then served back) or refused with a clear
// error { errorCode, message }; never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, TEST_DB_KIND, type TestServer } from '../helpers/test-server';
import { mutatedDefinitions, type MutatedDefinition } from './form-mutations';
import { reportFigure } from './report-figure';

const DEFINITIONS = Number(process.env.FUZZ_COUNT ?? 5_000);
const AT_ONCE = Number(process.env.FUZZ_AT_ONCE ?? 4);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await signIn(server.url, 'designer@ignite.local');
});
afterAll(() => server?.stop());

interface Outcome {
  status: number;
  body: unknown;
}

/** In-process requests (no sockets): the full server path, routing to database, at less cost per call. */
async function send(method: 'GET' | 'POST', url: string, text?: string): Promise<Outcome> {
  const response = await server.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(text === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: text,
  });
  let body: unknown = response.body;
  try {
    body = JSON.parse(response.body);
  } catch {
    // kept as text: the check below names it
  }
  return { status: response.statusCode, body };
}

const isClearError = (body: unknown): boolean => {
  const error = body as { errorCode?: unknown; message?: unknown };
  return (
    typeof error?.errorCode === 'string' && typeof error.message === 'string' && error.message.length > 0
  );
};

/** Posts one definition to one of the two APIs; answers what was wrong with the answer, if anything. */
async function tryDefinition(
  definition: MutatedDefinition,
  index: number,
): Promise<'stored' | 'refused' | string> {
  const builder = index % 2 === 1;
  const posted = builder
    ? await send('POST', '/api/ignite/forms', `{"form":${definition.text}}`)
    : await send('POST', '/api/ignite/application', definition.text);
  const label = `${builder ? 'builder' : 'portal'} ${definition.mutation}`;
  if (posted.status >= 500) return `${label}: ${posted.status} ${JSON.stringify(posted.body).slice(0, 200)}`;
  if (posted.status >= 400)
    return isClearError(posted.body) ? 'refused' : `${label}: unclear ${posted.status}`;
  // Stored: every tenth is served back (its newest version, as the designer sees it).
  if (index % 10 >= 2) return 'stored';
  const served = await send(
    'GET',
    `/api/ignite/application/${encodeURIComponent(definition.formId)}?draft=true`,
  );
  if (served.status !== 200) return `${label}: stored but served ${served.status}`;
  return 'stored';
}

describe(`form-definition fuzzing (${TEST_DB_KIND})`, () => {
  it(`stores or clearly refuses ${DEFINITIONS} mutated definitions, never a 500`, async () => {
    const definitions = [...mutatedDefinitions(DEFINITIONS, 20_260_101, 'fuzz')];
    const problems: string[] = [];
    let stored = 0;
    let refused = 0;
    for (let start = 0; start < definitions.length; start += AT_ONCE) {
      const batch = definitions.slice(start, start + AT_ONCE);
      const outcomes = await Promise.all(
        batch.map((definition, offset) => tryDefinition(definition, start + offset)),
      );
      for (const outcome of outcomes) {
        if (outcome === 'stored') stored += 1;
        else if (outcome === 'refused') refused += 1;
        else problems.push(outcome);
      }
    }
    reportFigure(
      'form-definition fuzzing',
      `${definitions.length} mutated definitions (${TEST_DB_KIND}): ${stored} stored, ${refused} refused with a clear error, ${problems.length} 500s or unclear answers`,
    );
    expect(problems.slice(0, 20)).toEqual([]);
    expect(stored).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
    // Thousands of saves: minutes on a busy two-core machine.
  }, 300_000);
});
