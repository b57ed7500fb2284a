import type { ReactNode } from 'react';
import { cx } from './class-names';
import { IconSparkles } from './icons';
import { PageHeader } from './layout';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, description, action, className }: EmptyStateProps) {
  return (
    <div className={cx('sb-empty-state', className)}>
      {icon ? (
        <div className="sb-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <h2 className="sb-empty-state__title">{title}</h2>
      {description ? <p className="sb-empty-state__description">{description}</p> : null}
      {action ? <div className="sb-empty-state__action">{action}</div> : null}
    </div>
  );
}

export interface ComingSoonProps {
  /** The screen's title, e.g. "Team". */
  title: ReactNode;
  subtitle?: ReactNode;
  /** What will be on this screen. */
  description: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /**
   * Draws the message on a card (the default). Pass false inside a layout that already is one,
   * such as the host's public layout.
   */
  card?: boolean;
}

/** A screen that exists in the navigation but whose content arrives in a later release. */
export function ComingSoon({ title, subtitle, description, icon, action, card = true }: ComingSoonProps) {
  return (
    <div className="sb-coming-soon">
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState
        icon={icon ?? <IconSparkles />}
        title="Coming soon"
        description={description}
        action={action}
        className={card ? 'sb-card' : undefined}
      />
    </div>
  );
}
