// Session watchers of the portal: the multiple-tab guard with its session-ended modal (behind the
// multiTabGuard switch, off as in the spec), and following the session of the other tabs.
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { useAuthConfig } from './auth-config';
import { followStorage } from './lock';
import { SESSION_KEYS } from './session-store';
import { TAB_CHANNEL, TabGuard } from './tab-guard';

export const SESSION_ENDED_HEADER = 'Session Ended';
export const SESSION_ENDED_MESSAGE =
  'Your session has ended because application is now active in another tab.';

export function SessionEndedModal({ visible }: { visible: boolean }) {
  return (
    <Dialog
      visible={visible}
      header={SESSION_ENDED_HEADER}
      modal
      closable={false}
      draggable={false}
      onHide={() => undefined}
      style={{ width: 'min(28rem, 92vw)' }}
      baseZIndex={11000}
      footer={<Button label="OK" onClick={() => window.location.assign('about:blank')} autoFocus />}
    >
      <p className="m-0">{SESSION_ENDED_MESSAGE}</p>
    </Dialog>
  );
}

export function SessionGuards() {
  const modalOn = useAuthConfig((state) => state.config.multiTabGuard);
  const [revoked, setRevoked] = useState(false);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const guard = new TabGuard(new BroadcastChannel(TAB_CHANNEL), () => setRevoked(true));
    guard.start();
    return () => guard.stop();
  }, []);

  useEffect(() => {
    const keys: string[] = Object.values(SESSION_KEYS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) followStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return <SessionEndedModal visible={revoked && modalOn} />;
}
