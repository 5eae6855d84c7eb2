// The side-by-side diff of two versions: the envelope, components added, removed and moved, each changed
// component in two columns (left: the older version, right: the newer) with its changed properties,
// and the screen configuration as a JSON diff.
import type { ComponentMove, ComponentRef, FormDiff } from '../../runtime/core/form-diff';
import { isEmptyDiff } from '../../runtime/core/form-diff';
import { ChangeTable } from './ChangeTable';

interface VersionDiffViewProps {
  diff: FormDiff;
  left: number;
  right: number;
}

function describe(ref: ComponentRef): string {
  return `${ref.label ?? ref.key} (${ref.type}, key ${ref.key})`;
}

function ComponentTitle({ version, refOf }: { version: number; refOf: ComponentRef }) {
  return (
    <>
      Version {version}: {describe(refOf)} <code>{refOf.pointer}</code>
    </>
  );
}

function ComponentList({
  title,
  refs,
  kind,
}: {
  title: string;
  refs: ComponentRef[];
  kind: 'added' | 'removed';
}) {
  if (refs.length === 0) return null;
  return (
    <section className={`ignite-diff-section ignite-diff-section--${kind}`}>
      <h3>{title}</h3>
      <ul>
        {refs.map((ref) => (
          <li key={ref.key} data-key={ref.key}>
            {describe(ref)} <code>{ref.pointer}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MovedList({ moves, right }: { moves: ComponentMove[]; right: number }) {
  if (moves.length === 0) return null;
  return (
    <section className="ignite-diff-section ignite-diff-section--moved">
      <h3>Moved in version {right}</h3>
      <ul>
        {moves.map((move) => (
          <li key={move.key} data-key={move.key}>
            {describe(move.after)} <code>{move.before.pointer}</code> → <code>{move.after.pointer}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function VersionDiffView({ diff, left, right }: VersionDiffViewProps) {
  if (isEmptyDiff(diff)) {
    return (
      <p className="ignite-diff-empty">
        Versions {left} and {right} are the same.
      </p>
    );
  }
  return (
    <div className="ignite-diff" aria-label={`Changes from version ${left} to version ${right}`}>
      {diff.envelope.length > 0 && (
        <section className="ignite-diff-section">
          <h3>Form</h3>
          <ChangeTable changes={diff.envelope} caption="Form changes" />
        </section>
      )}
      <ComponentList title={`Added in version ${right}`} refs={diff.added} kind="added" />
      <ComponentList title={`Removed in version ${right}`} refs={diff.removed} kind="removed" />
      <MovedList moves={diff.moved} right={right} />
      {diff.changed.length > 0 && (
        <section className="ignite-diff-section">
          <h3>Changed components</h3>
          {diff.changed.map((change) => (
            <article key={change.key} className="ignite-diff-component" data-key={change.key}>
              <ChangeTable
                changes={change.changes}
                caption={`Changes of ${change.key}`}
                beforeTitle={<ComponentTitle version={left} refOf={change.before} />}
                afterTitle={<ComponentTitle version={right} refOf={change.after} />}
              />
            </article>
          ))}
        </section>
      )}
      {diff.screenConfig.length > 0 && (
        <section className="ignite-diff-section">
          <h3>Screen configuration</h3>
          <ChangeTable changes={diff.screenConfig} caption="Screen configuration changes" />
        </section>
      )}
    </div>
  );
}
