// Real BroadcastChannels (Node has them) between guards standing for tabs. What must happen is waited for
// (a busy machine delays timers and messages); what must not is checked after a pause.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAB_ANNOUNCE_DELAY_MS, TabGuard } from './tab-guard';

const guards: TabGuard[] = [];
afterEach(() => guards.splice(0).forEach((guard) => guard.stop()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A guard on channel `name`; `heard` lists the announcements its channel has delivered to it. */
function tab(name: string, revoked: string[], delay = 20, startedAt?: number) {
  const channel = new BroadcastChannel(name);
  const guard = new TabGuard(channel, () => revoked.push(guard.tabId), delay, undefined, startedAt);
  guards.push(guard);
  guard.start();
  // Added after the guard's own handler, so an announcement listed here has reached the guard too.
  const heard: string[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent).data.tabId));
  return Object.assign(guard, { heard });
}

describe('TabGuard', () => {
  it('announces after 500 ms by default, with a random id per tab', () => {
    const guard = new TabGuard(new BroadcastChannel('ids'), () => undefined);
    const other = new TabGuard(new BroadcastChannel('ids'), () => undefined);
    guards.push(guard, other);
    expect(TAB_ANNOUNCE_DELAY_MS).toBe(500);
    expect(guard.tabId).not.toBe(other.tabId);
  });

  it('revokes the older tabs when a newer one announces itself; the newest wins', async () => {
    const revoked: string[] = [];
    const first = tab('tabs-1', revoked);
    await sleep(60);
    expect(revoked).toEqual([]);
    const second = tab('tabs-1', revoked);
    await vi.waitFor(() => expect(revoked).toEqual([first.tabId]));
    expect(second.revoked).toBe(false);
    const third = tab('tabs-1', revoked);
    await vi.waitFor(() => expect(revoked).toEqual([first.tabId, second.tabId]));
    expect(third.revoked).toBe(false);
  });

  it('notifies a revoked tab once, and ignores other channels', async () => {
    const revoked: string[] = [];
    const first = tab('tabs-2', revoked);
    tab('elsewhere', revoked);
    await sleep(60);
    const second = tab('tabs-2', revoked);
    const third = tab('tabs-2', revoked);
    // Both newer tabs' announcements have reached the first.
    await vi.waitFor(() => expect(first.heard).toEqual(expect.arrayContaining([second.tabId, third.tabId])));
    expect(revoked.filter((id) => id === first.tabId)).toHaveLength(1);
  });

  it("leaves a newer tab alone when an older tab's announcement comes late", async () => {
    const revoked: string[] = [];
    // The older tab started first but announces only after the newer one has started listening.
    const older = tab('tabs-3', revoked, 80, Date.now() - 1000);
    const newer = tab('tabs-3', revoked, 20);
    await vi.waitFor(() => expect(newer.heard).toContain(older.tabId));
    expect(newer.revoked).toBe(false);
    expect(revoked).toEqual([older.tabId]);
  });
});
