// Mounts Form.io's builder (or, read-only, the renderer) for the form's components once they are loaded.
// The builder owns its DOM: React only gives it an element and hears about changes.
import { useEffect, useRef } from 'react';
import { IgniteFormBuilder, renderReadOnly, type AdvancedSettingsOpener } from './formio-builder';

interface BuilderCanvasProps {
  components: unknown[];
  readOnly: boolean;
  onReady: (builder: IgniteFormBuilder | null) => void;
  onChange: () => void;
  onAdvancedSettings: AdvancedSettingsOpener;
}

export function BuilderCanvas({
  components,
  readOnly,
  onReady,
  onChange,
  onAdvancedSettings,
}: BuilderCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  // The latest callbacks, so the builder is created once per form and not on every render.
  const callbacks = useRef({ onReady, onChange, onAdvancedSettings });
  useEffect(() => {
    callbacks.current = { onReady, onChange, onAdvancedSettings };
  });

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let destroy: (() => void) | null = null;
    let gone = false;
    const started = performance.now();
    const created = readOnly
      ? renderReadOnly(element, components).then((form) => () => form.destroy())
      : IgniteFormBuilder.create(element, components, (request) =>
          callbacks.current.onAdvancedSettings(request),
        ).then((builder) => {
          builder.onChange(() => callbacks.current.onChange());
          callbacks.current.onReady(builder);
          return () => builder.destroy();
        });
    void created.then((done) => {
      // Tests and benches read how long the builder took to open on this form.
      element.dataset.openMs = String(Math.round(performance.now() - started));
      if (gone) done();
      else destroy = done;
    });
    return () => {
      gone = true;
      callbacks.current.onReady(null);
      destroy?.();
    };
  }, [components, readOnly]);

  return <div ref={host} className="ignite-form-builder__canvas" data-testid="builder-canvas" />;
}
