// The lint of the form on the canvas, run in the browser a moment after the last change (the catalogue
// of forms, resources and acls is the server's: a save answers with the full lint).
import { useEffect, useRef } from 'react';
import { lintForm } from '../../runtime/core/lint/lint-form';
import type { LintProblem } from '../../runtime/core/lint/lint-rule';
import type { FormDefinition } from '../../schemas/form-definition';

const QUIET_MS = 400;

/** Lints `components()` QUIET_MS after `changes` last moved (not at 0: nothing changed yet). */
export function useLiveLint(
  changes: number,
  components: () => unknown[] | undefined,
  onLint: (problems: LintProblem[]) => void,
): void {
  const latest = useRef({ components, onLint });
  useEffect(() => {
    latest.current = { components, onLint };
  });
  useEffect(() => {
    if (changes === 0) return;
    const timer = setTimeout(() => {
      const current = latest.current.components();
      if (!current) return;
      const form = { id: 'canvas', name: 'canvas', category: '', components: current } as FormDefinition;
      latest.current.onLint(lintForm(form));
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [changes]);
}
