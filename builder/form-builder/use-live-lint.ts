// The checks of the form on the canvas, run in the browser a moment after the last change: the lint (the
// catalogue of forms, resources and acls is the server's: a save answers with the full lint) and the
// schema checks a save is refused by (INVALID_FORM), the same validateFormDefinition the server runs, so
// a refusal listed stays listed until the change that fixes it.
import { useEffect, useRef } from 'react';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import { lintForm } from '../../runtime/core/lint/lint-form';
import type { FormDefinition } from '../../schemas/form-definition';
import type { FormProblems } from './save-outcome';

const QUIET_MS = 400;

/** Checks `form()` QUIET_MS after `changes` last moved (not at 0: nothing changed yet). */
export function useLiveLint(
  changes: number,
  form: () => FormDefinition | undefined,
  onProblems: (problems: FormProblems) => void,
): void {
  const latest = useRef({ form, onProblems });
  useEffect(() => {
    latest.current = { form, onProblems };
  });
  useEffect(() => {
    if (changes === 0) return;
    const timer = setTimeout(() => {
      const current = latest.current.form();
      if (!current) return;
      const checked = validateFormDefinition(current);
      latest.current.onProblems({ lint: lintForm(current), validation: checked.ok ? [] : checked.problems });
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [changes]);
}
