// The builder toolbar's Undo and Redo, their shortcuts in their titles.
import { shortcutLabel } from './undo-shortcut';
import { onMac } from './use-undo-shortcuts';

interface UndoRedoButtonsProps {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

export function UndoRedoButtons({ canUndo, canRedo, onUndo, onRedo }: UndoRedoButtonsProps) {
  const mac = onMac();
  return (
    <div className="btn-group" role="group" aria-label="History">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={!canUndo}
        title={`Undo (${shortcutLabel('undo', mac)})`}
        aria-keyshortcuts={mac ? 'Meta+Z' : 'Control+Z'}
        onClick={onUndo}
      >
        <i className="bi bi-arrow-counterclockwise" aria-hidden="true" /> Undo
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        disabled={!canRedo}
        title={`Redo (${shortcutLabel('redo', mac)})`}
        aria-keyshortcuts={mac ? 'Meta+Shift+Z Meta+Y' : 'Control+Shift+Z Control+Y'}
        onClick={onRedo}
      >
        <i className="bi bi-arrow-clockwise" aria-hidden="true" /> Redo
      </button>
    </div>
  );
}
