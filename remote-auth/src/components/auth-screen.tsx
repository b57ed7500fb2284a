// The content every auth screen shares inside the host's public layout (which draws the card):
// the screen's heading (the page's one h1), an optional line under it, then the screen itself.
import type { ReactNode, Ref } from 'react';
import './auth-screen.css';

interface AuthScreenProps {
  title: string;
  description?: ReactNode;
  /** Lets a screen move focus to its heading when its content changes (the heading is focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

export function AuthScreen({ title, description, headingRef, children }: AuthScreenProps) {
  return (
    <div className="auth-screen sb-stack">
      <header className="sb-stack sb-stack--sm">
        <h1 className="sb-page-header__title" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
        {description ? <p className="sb-muted">{description}</p> : null}
      </header>
      {children}
    </div>
  );
}
