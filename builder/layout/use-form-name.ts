// The name a builder page gives a form in its title: the newest version's name, the form's id until
// that is in (or when it cannot be read: the page says why on its own).
import { useEffect, useState } from 'react';
import { builderApi } from '../builder-api';

export function useFormName(formId: string): string {
  const [name, setName] = useState<{ formId: string; name: string } | null>(null);
  useEffect(() => {
    let current = true;
    builderApi.latestVersion(formId).then(
      (version) => current && setName({ formId, name: version.form.name }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [formId]);
  return name?.formId === formId && name.name.trim() ? name.name : formId;
}
