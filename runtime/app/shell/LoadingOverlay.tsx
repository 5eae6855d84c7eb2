import { useShell } from './shell-store';

/** Full-screen 80px spinner while calls run (spec 000 §2). */
export function LoadingOverlay() {
  const busy = useShell((state) => state.pendingCalls > 0);
  if (!busy) return null;
  return (
    <div className="ignite-loader" role="status" aria-label="Loading">
      <i className="pi pi-spin pi-spinner" style={{ fontSize: '80px' }} />
    </div>
  );
}
