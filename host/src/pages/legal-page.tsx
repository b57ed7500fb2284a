import type { ReactNode } from 'react';

export function LegalPage({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="sb-legal">
      <header className="sb-legal__header">
        <h1>{title}</h1>
        <p className="sb-muted sb-text-sm">Last updated: {updated}</p>
      </header>
      <div className="sb-legal__intro">{intro}</div>
      {children}
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sb-legal__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
