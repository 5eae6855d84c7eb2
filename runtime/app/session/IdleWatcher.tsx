// Watches the user's activity in the portal (and in its other tabs) and runs the idle session: the
// warning toast every 5 seconds of the countdown, then the lock screen.
import { useEffect } from 'react';
import { showToast } from '../shell/toast';
import { useAuthConfig } from './auth-config';
import { IdleSession, idleWarning } from './idle-session';
import { lockSession } from './lock';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const ACTIVITY_CHANNEL = 'ignite-portal-activity';
/** Activity is shared with the other tabs at most this often. */
const SHARE_EVERY_MS = 2000;

export function IdleWatcher() {
  const { idleSeconds, idleTimeoutSeconds, idleWarningEverySeconds } = useAuthConfig((state) => state.config);

  useEffect(() => {
    const idle = new IdleSession({
      idleSeconds,
      timeoutSeconds: idleTimeoutSeconds,
      warningEverySeconds: idleWarningEverySeconds,
      onWarning: (seconds) =>
        showToast({ severity: 'warn', summary: 'Session timeout', detail: idleWarning(seconds) }),
      onTimeout: () => lockSession(),
    });
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(ACTIVITY_CHANNEL);
    let lastShared = 0;
    const onActivity = () => {
      idle.activity();
      const now = Date.now();
      if (channel && now - lastShared > SHARE_EVERY_MS) {
        lastShared = now;
        channel.postMessage('activity');
      }
    };
    if (channel) channel.onmessage = () => idle.activity();
    const onVisible = () => document.visibilityState === 'visible' && idle.tick();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    idle.start();
    return () => {
      idle.stop();
      channel?.close();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [idleSeconds, idleTimeoutSeconds, idleWarningEverySeconds]);

  return null;
}
