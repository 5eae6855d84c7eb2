// A component's builder settings form, filled in and submitted: answers the messages Form.io shows.
import { Formio } from '@formio/js/form';

/** Form.io's Select: `triggerUpdate` is a lodash debounce of this many milliseconds. */
const SELECT_UPDATE_DEBOUNCE_MS = 100;

export async function settingsProblems(
  editForm: { components: unknown[] },
  settings: Record<string, unknown>,
): Promise<string[]> {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const form = await Formio.createForm(element, editForm);
  // Conditions (e.g. label width only beside the input) settle in the change after the submission.
  const settled = new Promise((resolve) => form.once('change', resolve));
  await form.setSubmission({ data: settings });
  await settled;
  try {
    await form.submit();
    return [];
  } catch (errors) {
    return (errors as { message: string }[]).map((error) => error.message);
  } finally {
    form.destroy(true);
    // Form.io's selects fill their options 100 ms after a change, a debounce that destroy does not cancel:
    // let it run while the test's document is still there (after the last test it no longer is).
    await new Promise((resolve) => setTimeout(resolve, SELECT_UPDATE_DEBOUNCE_MS + 50));
  }
}
