// The frame every auth screen shares inside the host's public layout: a card with the screen's
// heading (the page's one h1) and an optional line under it.
import type { ReactNode, Ref } from 'react';
import { Card } from '@signalboard/shared/ui';

interface AuthScreenProps {
  title: string;
  description?: ReactNode;
  /** Lets a screen move focus to its heading when its content changes (the heading is focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}

export function AuthScreen({ title, description, headingRef, children }: AuthScreenProps) {
  return (
    <Card className="auth-screen">
      <h1 className="auth-screen__title" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h1>
      {description ? <p className="auth-screen__description">{description}</p> : null}
      {children}
    </Card>
  );
}
