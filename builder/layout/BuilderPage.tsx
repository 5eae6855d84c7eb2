// The frame of every builder page: a title, the page's actions and its content.
import type { ReactNode } from 'react';

interface BuilderPageProps {
  title: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
  children: ReactNode;
}

export function BuilderPage({ title, actions, children }: BuilderPageProps) {
  return (
    <section className="ignite-builder-page">
      <header className="ignite-builder-page__header">
        <h1 className="ignite-builder-page__title">{title}</h1>
        {actions && <div className="ignite-builder-page__actions">{actions}</div>}
      </header>
      {children}
    </section>
  );
}
