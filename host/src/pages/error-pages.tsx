import { buttonClassName } from '@signalboard/shared/ui';
import type { ReactNode } from 'react';
import { Link } from '@signalboard/shared/router';
import { ERROR_PAGES } from './error-texts';

function ErrorPage({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div className="sb-error-page">
      <h1 className="sb-error-page__title">{title}</h1>
      <p className="sb-error-page__message">{message}</p>
      {children ? <div className="sb-error-page__actions">{children}</div> : null}
    </div>
  );
}

export function NotFoundPage() {
  return (
    <ErrorPage {...ERROR_PAGES.notFound}>
      <Link to="/" className={buttonClassName('primary', 'lg')}>
        Return Home
      </Link>
    </ErrorPage>
  );
}

export function InternalErrorPage() {
  return <ErrorPage {...ERROR_PAGES.internalError} />;
}

export function UnavailablePage() {
  return <ErrorPage {...ERROR_PAGES.unavailable} />;
}
