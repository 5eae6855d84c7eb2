// The checks of the form on the canvas, run in the browser a moment after the last change: the lint, with
// the server's catalogue of forms, resources and acls (so it finds what the server's lint of a save finds),
// and the schema checks a save is refused by (INVALID_FORM), the same validateFormDefinition the server
// runs, so a refusal listed stays listed until the change that fixes it. Without the catalogue (not in yet)
// the problems are marked partial: the rules that look things up in it did not run. The stored version (as
// it opens, once published) is linted by the server itself.
import { useEffect, useRef } from 'react';
import { builderApi } from '../builder-api';
import { validateFormDefinition } from '../../runtime/core/form-definition-validation';
import { lintForm } from '../../runtime/core/lint/lint-form';
import type { LintCatalogue } from '../../runtime/core/lint/lint-rule';
import type { FormDefinition } from '../../schemas/form-definition';
import type { FormProblems } from './save-outcome';

const QUIET_MS = 400;

/**
 * Checks `form()` QUIET_MS after `changes` last moved (not at 0: nothing changed yet), and again when the
 * catalogue comes in after a change.
 */
export function useLiveLint(
  changes: number,
  catalogue: LintCatalogue | undefined,
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
      if (current) latest.current.onProblems(browserChecks(current, catalogue));
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [changes, catalogue]);
}

/** The checks of a form in the browser: the lint (partial without the catalogue) and the schema checks. */
function browserChecks(form: FormDefinition, catalogue: LintCatalogue | undefined): FormProblems {
  const problems = checked(form, lintForm(form, catalogue));
  return catalogue ? problems : { ...problems, partial: true };
}

/** The checks of a form: the lint given, and the schema checks a save is refused by. */
function checked(form: FormDefinition, lint: FormProblems['lint']): FormProblems {
  const validation = validateFormDefinition(form);
  return { lint, validation: validation.ok ? [] : validation.problems };
}

/**
 * Checks `form()`, the stored version as the canvas shows it, with the server's lint each time `checks`
 * moves (not at 0). Its answer is shown only while the canvas is unchanged since it was asked (`changes`
 * as then): after a change the live checks are the newer. Without an answer, the browser's checks are shown.
 */
export function useStoredLint(
  checks: number,
  changes: number,
  catalogue: LintCatalogue | undefined,
  form: () => FormDefinition | undefined,
  onProblems: (problems: FormProblems) => void,
): void {
  const latest = useRef({ changes, catalogue, form, onProblems });
  useEffect(() => {
    latest.current = { changes, catalogue, form, onProblems };
  });
  useEffect(() => {
    if (checks === 0) return;
    const current = latest.current.form();
    if (!current) return;
    const askedAt = latest.current.changes;
    let gone = false;
    const show = (problems: () => FormProblems) => {
      if (!gone && latest.current.changes === askedAt) latest.current.onProblems(problems());
    };
    builderApi.lint(current).then(
      (lint) => show(() => checked(current, lint)),
      () => show(() => browserChecks(current, latest.current.catalogue)),
    );
    return () => {
      gone = true;
    };
  }, [checks]);
}
