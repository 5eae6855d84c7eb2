// The Superset client against the stand-in analytics service: failures become clear API errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnalyticsStandIn, type RunningAnalyticsStandIn } from '../../tests/helpers/analytics-stand-in';
import { AppError } from '../errors';
import type { AnalyticsSettings } from './analytics-settings';
import { SupersetClient } from './superset-client';

let standIn: RunningAnalyticsStandIn;
let settings: AnalyticsSettings;
const user = { username: 'clerk@ignite.local', firstName: 'Clara', lastName: 'Clerk' };

beforeAll(async () => {
  standIn = await startAnalyticsStandIn([{ slug: 'deposits', title: 'Deposits', rows: [] }]);
  settings = {
    apiUrl: standIn.url,
    publicUrl: standIn.url,
    username: standIn.username,
    password: standIn.password,
    defaultDashboard: '',
    timeoutMs: 2000,
  };
});
afterAll(() => standIn?.stop());

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('Superset client', () => {
  it('sends the user and the dashboard uuid in the guest token request', async () => {
    const grant = await new SupersetClient(settings).guestToken('deposits', user);
    expect(grant.embeddedDashboardId).toBe(standIn.uuids.get('deposits'));
    expect(standIn.guestTokenRequests.at(-1)).toEqual({
      user: { username: 'clerk@ignite.local', first_name: 'Clara', last_name: 'Clerk' },
      resources: [{ type: 'dashboard', id: standIn.uuids.get('deposits') }],
      rls: [],
    });
  });

  it('answers 502 ANALYTICS_UNAVAILABLE naming the step when the service cannot be reached', async () => {
    const error = await failure(
      new SupersetClient({ ...settings, apiUrl: 'http://127.0.0.1:9' }).guestToken('deposits', user),
    );
    expect(error.statusCode).toBe(502);
    expect(error.errorCode).toBe('ANALYTICS_UNAVAILABLE');
    expect(error.message).toBe('The analytics service could not be reached. Try again later.');
    expect(error.details).toMatchObject({ step: 'sign-in' });
  });

  it('answers 502 ANALYTICS_REFUSED when the service refuses the account, and tries again next time', async () => {
    const client = new SupersetClient({ ...settings, password: 'wrong' });
    const error = await failure(client.guestToken('deposits', user));
    expect(error.errorCode).toBe('ANALYTICS_REFUSED');
    const before = standIn.signInAttempts;
    await failure(client.guestToken('deposits', user));
    expect(standIn.signInAttempts).toBe(before + 1);
  });

  it('answers 502 ANALYTICS_UNAVAILABLE when the service refuses even a new session', async () => {
    standIn.keepSessions = false;
    try {
      const before = standIn.signIns;
      const error = await failure(new SupersetClient(settings).guestToken('deposits', user));
      expect([error.statusCode, error.errorCode]).toEqual([502, 'ANALYTICS_UNAVAILABLE']);
      expect(error.details).toMatchObject({ step: 'session' });
      expect(standIn.signIns).toBe(before + 2);
    } finally {
      standIn.keepSessions = true;
    }
  });

  it('answers 404 DASHBOARD_NOT_FOUND for a dashboard that is not embedded', async () => {
    const error = await failure(new SupersetClient(settings).guestToken('payroll', user));
    expect(error.statusCode).toBe(404);
    expect(error.errorCode).toBe('DASHBOARD_NOT_FOUND');
  });
});
