// The popups' place in the page: nothing until the first popup opens, then the popup host (with
// Form.io behind it) loaded on demand and kept.
import { lazy, Suspense, useState } from 'react';
import { usePopups } from './popup-store';

const PopupHost = lazy(async () => ({ default: (await import('./PopupHost')).PopupHost }));

export function PopupLayer() {
  const open = usePopups((state) => state.popups.length > 0);
  const [needed, setNeeded] = useState(false);
  if (open && !needed) setNeeded(true);
  if (!needed && !open) return null;
  return (
    <Suspense fallback={null}>
      <PopupHost />
    </Suspense>
  );
}
