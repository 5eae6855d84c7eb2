// The checks of the form on the canvas, run in the browser a moment after the last change: the lint (the
// catalogue of forms, resources and acls is the server's: a save answers with the full lint) and the
// schema checks a save is refused by (INVALID_FORM), the same validateFormDefinition the server runs, so
// a refusal listed stays listed until the change that fixes it. The stored version (as it opens, once
// published) is linted by the server, whose catalogue finds what the browser's lint cannot (its warnings).
import { useEffect, useRef } from 'react';
import { builderApi } from '../builder-api';
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
      latest.current.onProblems(checked(current, lintForm(current)));
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [changes]);
}

/** The checks of a form: the lint given, and the schema checks a save is refused by. */
function checked(form: FormDefinition, lint: FormProblems['lint']): FormProblems {
  const validation = validateFormDefinition(form);
  return { lint, validation: validation.ok ? [] : validation.problems };
}

/**
 * Checks `form()`, the stored version as the canvas shows it, with the server's lint each time `checks`
 * moves (not at 0). Its answer is shown only while the canvas is unchanged since it was asked (`changes`
 * as then): after a change the live checks are the newer. Without an answer, the browser's lint is shown.
 */
export function useStoredLint(
  checks: number,
  changes: number,
  form: () => FormDefinition | undefined,
  onProblems: (problems: FormProblems) => void,
): void {
  const latest = useRef({ changes, form, onProblems });
  useEffect(() => {
    latest.current = { changes, form, onProblems };
  });
  useEffect(() => {
    if (checks === 0) return;
    const current = latest.current.form();
    if (!current) return;
    const askedAt = latest.current.changes;
    let gone = false;
    const show = (lint: FormProblems['lint']) => {
      if (!gone && latest.current.changes === askedAt) latest.current.onProblems(checked(current, lint));
    };
    builderApi.lint(current).then(show, () => show(lintForm(current)));
    return () => {
      gone = true;
    };
  }, [checks]);
}
