// A capability the server's operator has not set up (Reddit, Slack, Google sign-in, an LLM), told to a
// member in their words: what is missing and whom to ask. The variables and the README link are for
// the operator, so they sit folded under "For the administrator".
import type { ReactNode } from 'react';
import { cx } from './class-names';

export interface OperatorNoticeProps {
  /** What is not set up, as a subject: "Reddit", "Slack", "Sign in with Google", "An LLM". */
  what: string;
  /** What a member could do once it is: "Then Reddit posts can be watched here." */
  then?: ReactNode;
  /** The environment variables the operator sets on the API server. */
  variables: readonly string[];
  /** Where the operator reads how (a README anchor). */
  docsHref?: string;
  className?: string;
}

export function OperatorNotice({ what, then, variables, docsHref, className }: OperatorNoticeProps) {
  return (
    <div className={cx('sb-operator-notice', className)}>
      <p>
        {what} is not set up on this server; ask the person who runs Signalboard.
        {then ? <> {then}</> : null}
      </p>
      <details className="sb-operator-notice__admin">
        <summary>For the administrator</summary>
        <p>
          Set{' '}
          {variables.map((name, i) => (
            <span key={name}>
              {i > 0 ? (i === variables.length - 1 ? ' and ' : ', ') : null}
              <code>{name}</code>
            </span>
          ))}{' '}
          on the API server and restart it.
          {docsHref ? (
            <>
              {' '}
              <a href={docsHref} target="_blank" rel="noreferrer">
                How to set it up
              </a>
            </>
          ) : null}
        </p>
      </details>
    </div>
  );
}
