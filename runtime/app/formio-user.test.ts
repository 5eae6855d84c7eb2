// @vitest-environment jsdom
import { Formio } from '@formio/js/form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerNoFormioUserQuickly } from './formio-user';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const own = { getUser: Formio.getUser };

beforeAll(() => {
  const formio = Formio as unknown as Parameters<typeof answerNoFormioUserQuickly>[0];
  own.getUser = vi.fn(formio.getUser.bind(formio)) as typeof Formio.getUser;
  formio.getUser = own.getUser as typeof formio.getUser;
  answerNoFormioUserQuickly(formio);
});

afterEach(async () => {
  localStorage.clear();
  await nextTask();
  vi.mocked(own.getUser).mockClear();
});

describe("Form.io's user, answered once per task while none is stored", () => {
  it('answers null without asking Form.io, and reads storage once in a task', () => {
    const reads = vi.spyOn(Storage.prototype, 'getItem');
    for (let call = 0; call < 100; call++) expect(Formio.getUser()).toBeNull();
    expect(own.getUser).not.toHaveBeenCalled();
    // useSessionToken and formioUser, once.
    expect(reads.mock.calls.length).toBe(2);
    reads.mockRestore();
  });

  it('sees a user stored in a later task (another tab, say)', async () => {
    expect(Formio.getUser()).toBeNull();
    await nextTask();
    localStorage.setItem('formioUser', JSON.stringify({ _id: 'u1', data: { email: 'a@b.c' } }));
    await nextTask();
    expect(Formio.getUser()).toMatchObject({ _id: 'u1' });
  });

  it("sees a user set through Form.io's setUser in the same task", () => {
    expect(Formio.getUser()).toBeNull();
    Formio.setUser({ _id: 'u2', data: {} });
    expect(Formio.getUser()).toMatchObject({ _id: 'u2' });
    Formio.setUser(null);
    expect(Formio.getUser()).toBeNull();
  });
});
