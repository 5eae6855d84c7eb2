// A component's builder settings form, filled in and submitted: answers the messages Form.io shows, or
// the settings its Save would keep.
import { Formio } from '@formio/js/form';

/** Form.io's Select: `triggerUpdate` is a lodash debounce of this many milliseconds. */
const SELECT_UPDATE_DEBOUNCE_MS = 100;

type SubmitOutcome = { data: Record<string, unknown> } | { problems: string[] };

async function submitSettings(
  editForm: { components: unknown[] },
  settings: Record<string, unknown>,
): Promise<SubmitOutcome> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, editForm);
  // Conditions (e.g. label width only beside the input) settle in the change after the submission.
  const settled = new Promise((resolve) => form.once('change', resolve));
  await form.setSubmission({ data: settings });
  await settled;
  try {
    const submission = (await form.submit()) as { data: Record<string, unknown> };
    return { data: structuredClone(submission.data) };
  } catch (errors) {
    return { problems: (errors as { message: string }[]).map((error) => error.message) };
  } finally {
    form.destroy(true);
    // Form.io's selects fill their options 100 ms after a change, a debounce that destroy does not cancel:
    // let it run while the test's document is still there (after the last test it no longer is).
    await new Promise((resolve) => setTimeout(resolve, SELECT_UPDATE_DEBOUNCE_MS + 50));
  }
}

export async function settingsProblems(
  editForm: { components: unknown[] },
  settings: Record<string, unknown>,
): Promise<string[]> {
  const outcome = await submitSettings(editForm, settings);
  return 'problems' in outcome ? outcome.problems : [];
}

/** The settings the dialog's Save hands on: every field it offers, the untouched ones as their empty value. */
export async function savedSettings(
  editForm: { components: unknown[] },
  settings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const outcome = await submitSettings(editForm, settings);
  if ('problems' in outcome)
    throw new Error(`The dialog refused the settings: ${outcome.problems.join('; ')}`);
  return outcome.data;
}
