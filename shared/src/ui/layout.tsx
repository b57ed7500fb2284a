import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the end of the header. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('sb-page-header', className)}>
      <div className="sb-page-header__text">
        <h1 className="sb-page-header__title">{title}</h1>
        {subtitle ? <p className="sb-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="sb-page-header__actions">{actions}</div> : null}
    </header>
  );
}

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  description?: ReactNode;
  padded?: boolean;
}

export function Card({ title, description, padded = true, className, children, ...rest }: CardProps) {
  return (
    <section {...rest} className={cx('sb-card', padded && 'sb-card--padded', className)}>
      {title ? <h2 className="sb-card__title">{title}</h2> : null}
      {description ? <p className="sb-card__description">{description}</p> : null}
      {children}
    </section>
  );
}

/** Class names for text links (use with react-router's Link or a plain anchor). */
export const linkClassName = 'sb-link';
