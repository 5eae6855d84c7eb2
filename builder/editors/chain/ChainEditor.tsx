// An action chain as a list of cards: add from a menu of the registered types (the registry is the one
// list), reorder by dragging or with the keyboard (focus a handle, Space, arrows, Space), duplicate,
// delete, fold a card or all of them (tall cards are hard to drag past). Used for button chains (actionProcessors) and listener chains (actionChain).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useState } from 'react';
import { actionTypes } from '../../../runtime/core/actions/registry';
import type { ChainWidgetProps } from '../schema-form-widgets';
import { newStep } from './step-schema';
import { StepCard } from './StepCard';
import './chain.css';

const freshId = () => `step-${Math.random().toString(36).slice(2)}`;
const freshIds = (count: number) => Array.from({ length: count }, freshId);

export function ChainEditor({ path, dialect, steps, itemSchema, onChange }: ChainWidgetProps) {
  // Stable ids for the cards, moved along with their steps (dnd-kit and React keys need them); a
  // change of length made elsewhere (the JSON view) starts new ones.
  const [ids, setIds] = useState(() => freshIds(steps.length));
  if (ids.length !== steps.length) setIds(freshIds(steps.length));
  const [adding, setAdding] = useState('');
  // Folded cards by id: the state moves with its step when steps are reordered.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const allFolded = ids.length > 0 && ids.every((stepId) => folded.has(stepId));
  const toggle = (stepId: string) =>
    setFolded((current) => {
      const next = new Set(current);
      if (!next.delete(stepId)) next.add(stepId);
      return next;
    });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const names = steps.map((step) => String((step as { actionName?: unknown })?.actionName ?? ''));

  const change = (next: unknown[], nextIds: string[]) => {
    setIds(nextIds);
    onChange(next);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    change(arrayMove(steps, from, to), arrayMove(ids, from, to));
  };

  return (
    <div className="ignite-chain" data-chain-path={path}>
      {steps.length > 1 && (
        <button
          type="button"
          className="btn btn-sm btn-link ignite-chain__fold-all"
          onClick={() => setFolded(allFolded ? new Set() : new Set(ids))}
        >
          {allFolded ? 'Unfold all steps' : 'Fold all steps'}
        </button>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="ignite-chain__steps">
            {steps.map((step, index) => (
              <StepCard
                key={ids[index]}
                id={ids[index] ?? String(index)}
                index={index}
                path={`${path}/${index}`}
                dialect={dialect}
                step={step}
                itemSchema={itemSchema}
                expanded={!folded.has(ids[index] ?? '')}
                onToggle={() => toggle(ids[index] ?? '')}
                onChange={(updated) =>
                  change(
                    steps.map((old, i) => (i === index ? updated : old)),
                    ids,
                  )
                }
                onDuplicate={() => {
                  const copy = structuredClone(step) as Record<string, unknown>;
                  if (typeof copy.actionName === 'string') copy.actionName = `${copy.actionName}Copy`;
                  change(
                    [...steps.slice(0, index + 1), copy, ...steps.slice(index + 1)],
                    [...ids.slice(0, index + 1), freshId(), ...ids.slice(index + 1)],
                  );
                }}
                onDelete={() =>
                  change(
                    steps.filter((_, i) => i !== index),
                    ids.filter((_, i) => i !== index),
                  )
                }
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <div className="ignite-chain__add">
        <select
          className="form-select form-select-sm"
          aria-label="Step type to add"
          value={adding}
          onChange={(event) => setAdding(event.target.value)}
        >
          <option value="">Add a step…</option>
          {actionTypes(dialect).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={!adding}
          onClick={() => {
            change([...steps, newStep(itemSchema, dialect, adding, names)], [...ids, freshId()]);
            setAdding('');
          }}
        >
          Add step
        </button>
      </div>
    </div>
  );
}
