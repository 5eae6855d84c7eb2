// Renders a Form.io form (renderer entry only) and hands its submission to our own save. Pass stable
// (memoised) components and data: a new value rebuilds the form.
import '../form-runtime';
import '../styles/form-containment.css';
import { Formio } from '@formio/js/form';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FormComponent, FormDisplay } from '../../../schemas/form-definition';
import { showFieldProblems } from './server-problems';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormioInstance = any;

/** A submit refused before anything was sent: its message shows under the submit button. */
export class SubmitRefused extends Error {}

export interface FormioFormProps {
  components: FormComponent[];
  /** The form's display: a wizard shows its top-level panels as pages with Previous/Next. */
  display?: FormDisplay | undefined;
  /** The data the form is built with (a screen's loaded record, a popup's input). */
  data?: Record<string, unknown> | undefined;
  readOnly?: boolean;
  /** Extra Form.io options (noAlerts ...). */
  options?: Record<string, unknown>;
  /**
   * Saves the submission; a rejection stops the submit spinner and keeps the form as it is, with the
   * field problems of a server's refusal (ApiError details) shown at their fields.
   */
  onSubmit?(data: Record<string, unknown>): Promise<void>;
  onReady?(form: FormioInstance): void;
}

export function FormioForm({
  components,
  display,
  data,
  readOnly = false,
  options,
  onSubmit,
  onReady,
}: FormioFormProps) {
  const host = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onSubmit, onReady });
  useLayoutEffect(() => {
    handlers.current = { onSubmit, onReady };
  });
  const optionsKey = JSON.stringify(options ?? {});

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let form: FormioInstance = null;
    let disposed = false;
    const definition = display ? { display, components } : { components };
    // Built with its data (Form.io's submission option): labels and html that show data are drawn with
    // it, and the form is drawn once, not empty first and again once the data is set.
    const submission = data ? { submission: { data: structuredClone(data) } } : {};
    void Formio.createForm(element, definition, { readOnly, ...JSON.parse(optionsKey), ...submission }).then(
      async (created: FormioInstance) => {
        if (disposed) {
          created.destroy(true);
          return;
        }
        form = created;
        await form.ready;
        element.classList.remove('ignite-form--building');
        // One save at a time: Form.io enables its submit button again on any change, so a second click
        // while the first save is on its way would send the same record twice. The second is dropped; the
        // first one's end stops every submit button's spinner.
        let saving = false;
        form.on('submit', async (submission: { data: Record<string, unknown> }) => {
          if (saving) return;
          saving = true;
          try {
            await handlers.current.onSubmit?.(submission.data);
            // Without a Form.io server the submit button spins until told the save is done.
            form.emit('submitDone', submission);
          } catch (error) {
            // The server's refusal of a field shows at the field (its outcome popup lists them all).
            showFieldProblems(form, error);
            form.emit('submitError', error instanceof SubmitRefused ? error.message : error);
          } finally {
            saving = false;
          }
        });
        handlers.current.onReady?.(form);
      },
    );
    return () => {
      disposed = true;
      form?.destroy(true);
    };
  }, [components, display, data, readOnly, optionsKey]);

  return <div ref={host} className="ignite-form ignite-form--building" />;
}
