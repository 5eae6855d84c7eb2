// One step of a chain: a drag handle, its type, and the settings its type uses (from the step schema).
// A card folds to its header, so a long chain can be reordered with every card in view.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ActionDialect } from '../../../runtime/core/actions/define-action';
import { actionTypes } from '../../../runtime/core/actions/registry';
import type { JsonSchema } from '../json-schema';
import { SchemaForm } from '../SchemaForm';
import { retypedStep, stepSettingsSchema } from './step-schema';
import { typeProperty, typeSpecificFields } from './step-fields';

interface StepCardProps {
  id: string;
  index: number;
  path: string;
  dialect: ActionDialect;
  step: unknown;
  itemSchema: JsonSchema;
  expanded: boolean;
  onToggle(): void;
  onChange(step: unknown): void;
  onDuplicate(): void;
  onDelete(): void;
}

export function StepCard({
  id,
  index,
  path,
  dialect,
  step,
  itemSchema,
  expanded,
  onToggle,
  onChange,
  onDuplicate,
  onDelete,
}: StepCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
    });
  const record = (typeof step === 'object' && step !== null ? step : {}) as Record<string, unknown>;
  const typeKey = typeProperty(dialect);
  const type = String(record[typeKey] ?? '');
  const types = actionTypes(dialect);
  const name = typeof record.actionName === 'string' ? record.actionName : '';
  const settings = stepSettingsSchema(itemSchema, dialect, type);
  const known = new Set([typeKey, ...Object.keys(settings.properties ?? {})]);
  const bodyId = `${id}-settings`;
  const others = Object.keys(record).filter(
    (key) => !known.has(key) && !typeSpecificFields(dialect, type).includes(key),
  );

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`card ignite-chain__card${isDragging ? ' ignite-chain__card--dragging' : ''}`}
      data-step-index={index}
      data-step-name={name}
    >
      <div className="card-header ignite-chain__header">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn btn-sm btn-light ignite-chain__handle"
          aria-label={`Move step ${index + 1}${name ? ` (${name})` : ''}`}
          {...attributes}
          {...listeners}
        >
          <i className="bi bi-grip-vertical" aria-hidden="true" />
        </button>
        <span className="ignite-chain__number">{index + 1}</span>
        <select
          className="form-select form-select-sm ignite-chain__type"
          aria-label={`Type of step ${index + 1}`}
          value={type}
          onChange={(event) => onChange(retypedStep(itemSchema, dialect, record, event.target.value))}
        >
          {!types.includes(type) && <option value={type}>{type || '—'}</option>}
          {types.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {name && (
          <strong className="ignite-chain__name" title={name}>
            {name}
          </strong>
        )}
        <span className="ignite-chain__actions">
          <button
            type="button"
            className="btn btn-sm btn-link"
            aria-expanded={expanded}
            aria-controls={bodyId}
            aria-label={`${expanded ? 'Fold' : 'Unfold'} step ${index + 1}`}
            onClick={onToggle}
          >
            <i className={`bi ${expanded ? 'bi-chevron-up' : 'bi-chevron-down'}`} aria-hidden="true" />
          </button>
          {/* Icons, so the header leaves room for the step's name in a narrow column. */}
          <button
            type="button"
            className="btn btn-sm btn-link"
            aria-label={`Duplicate step ${index + 1}`}
            title="Duplicate"
            onClick={onDuplicate}
          >
            <i className="bi bi-copy" aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-sm btn-link text-danger"
            aria-label={`Delete step ${index + 1}`}
            title="Delete"
            onClick={onDelete}
          >
            <i className="bi bi-trash" aria-hidden="true" />
          </button>
        </span>
      </div>
      <div className="card-body" id={bodyId} hidden={!expanded}>
        <SchemaForm
          schema={settings}
          value={record}
          path={path}
          onChange={(next) => onChange({ ...record, ...(next as object) })}
        />
        {others.length > 0 && (
          <div className="ignite-schema-form__help mt-2">Also set, kept as they are: {others.join(', ')}</div>
        )}
      </div>
    </li>
  );
}
