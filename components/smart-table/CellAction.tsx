// One cell action as a link, a button or sanitised HTML (spec 001 §3.4), with its icon, classes and
// tooltip; a disabled action shows toolTipWhenDisabled.
import DOMPurify from 'dompurify';
import type { CellActionView } from './cell-actions';

interface CellActionProps {
  view: CellActionView;
  onRun(): void;
}

export function CellAction({ view, onRun }: CellActionProps) {
  const { formatter, text, disabled, tooltip } = view;
  const acts = formatter.category !== 'no_action';
  const icon = formatter.iconClass ? (
    <i className={`${formatter.iconClass}${text ? ' me-1' : ''}`} aria-hidden="true" />
  ) : null;
  const wrapperClass = ['ignite-smart-table__action', formatter.customClass].filter(Boolean).join(' ');
  const run = () => {
    if (acts && !disabled) onRun();
  };
  const displayType = formatter.displayType ?? (acts ? 'href' : undefined);

  if (displayType === 'html') {
    return (
      <span
        className={[wrapperClass, formatter.styleClass, acts ? 'ignite-smart-table__action--clickable' : '']
          .filter(Boolean)
          .join(' ')}
        title={tooltip || undefined}
        aria-disabled={disabled || undefined}
        onClick={run}
        // Designer HTML with the row's values escaped in it, then sanitised before it reaches the page.
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(view.html) }}
      />
    );
  }
  if (displayType === 'button') {
    return (
      // A disabled button shows no tooltip of its own: the wrapper carries it.
      <span className={wrapperClass} title={tooltip || undefined}>
        <button
          type="button"
          className={`btn btn-sm ${formatter.styleClass ?? 'btn-outline-primary'}`}
          disabled={disabled}
          onClick={run}
        >
          {icon}
          {text}
        </button>
      </span>
    );
  }
  if (displayType === 'href') {
    return (
      <span className={wrapperClass} title={tooltip || undefined}>
        {disabled ? (
          <span className={`text-muted ${formatter.styleClass ?? ''}`} aria-disabled="true">
            {icon}
            {text}
          </span>
        ) : (
          <a
            href="#"
            className={formatter.styleClass}
            onClick={(event) => {
              event.preventDefault();
              run();
            }}
          >
            {icon}
            {text}
          </a>
        )}
      </span>
    );
  }
  return (
    <span
      className={[wrapperClass, formatter.styleClass].filter(Boolean).join(' ')}
      title={tooltip || undefined}
    >
      {icon}
      {text}
    </span>
  );
}
