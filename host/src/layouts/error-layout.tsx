import { Wordmark } from '@signalboard/shared/ui';
import type { ReactNode } from 'react';
import { Outlet } from '@signalboard/shared/router';

/** Centered, with the wordmark: the frame of /404, /500, /503 and the root error screen. */
export function ErrorLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="sb-error-layout">
      <a href="/" className="sb-error-layout__brand" aria-label="Signalboard home">
        <Wordmark />
      </a>
      <main id="main-content" className="sb-error-layout__main">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
