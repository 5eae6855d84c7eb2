// Re-renders a view whenever its form changes: the timeline reads another field's list, and Form.io
// tells a display component nothing when only that other field changes.
import { useEffect, useState } from 'react';
import type { FormioComponentInstance } from '../formio';

/** Answers a number that grows with each change of the form. */
export function useFormChanges(instance: FormioComponentInstance): number {
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    const onChange = () => setChanges((count) => count + 1);
    instance.on('change', onChange);
    return () => instance.off('change', onChange);
  }, [instance]);
  return changes;
}
