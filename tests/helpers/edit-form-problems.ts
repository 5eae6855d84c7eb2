// A component's builder settings form, filled in and submitted: answers the messages Form.io shows.
import { Formio } from '@formio/js/form';

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
  }
}
