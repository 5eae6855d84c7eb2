// Renders a Form.io form (renderer entry only) and hands its submission to our own save. Pass stable
// (memoised) components and data: a new value rebuilds the form.
import { Formio } from '@formio/js/form';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { FormComponent } from '../../../schemas/form-definition';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type FormioInstance = any;

/** A submit refused before anything was sent: its message shows under the submit button. */
export class SubmitRefused extends Error {}

export interface FormioFormProps {
  components: FormComponent[];
  data?: Record<string, unknown> | undefined;
  readOnly?: boolean;
  /** Extra Form.io options (noAlerts ...). */
  options?: Record<string, unknown>;
  /** Saves the submission; a rejection stops the submit spinner and keeps the form as it is. */
  onSubmit?(data: Record<string, unknown>): Promise<void>;
  onReady?(form: FormioInstance): void;
}

export function FormioForm({
  components,
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
    void Formio.createForm(element, { components }, { readOnly, ...JSON.parse(optionsKey) }).then(
      async (created: FormioInstance) => {
        if (disposed) {
          created.destroy(true);
          return;
        }
        form = created;
        await form.ready;
        if (data) await form.setSubmission({ data: structuredClone(data) });
        // Shown only once its data is in, so nothing typed before that is overwritten.
        element.classList.remove('ignite-form--building');
        form.on('submit', async (submission: { data: Record<string, unknown> }) => {
          try {
            await handlers.current.onSubmit?.(submission.data);
            // Without a Form.io server the submit button spins until told the save is done.
            form.emit('submitDone', submission);
          } catch (error) {
            form.emit('submitError', error instanceof SubmitRefused ? error.message : error);
          }
        });
        handlers.current.onReady?.(form);
      },
    );
    return () => {
      disposed = true;
      form?.destroy(true);
    };
  }, [components, data, readOnly, optionsKey]);

  return <div ref={host} className="ignite-form ignite-form--building" />;
}
