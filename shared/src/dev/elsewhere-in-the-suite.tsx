// Any path the remote does not own: in the suite the host or another remote would answer it.
import { Link, useLocation } from '@signalboard/shared/router';
import { useSession } from '../session/session-store';

export interface DevLink {
  label: string;
  to: string;
}

export function ElsewhereInTheSuite({ links }: { links: readonly DevLink[] }) {
  const { pathname } = useLocation();
  const { accessToken, signOut } = useSession();
  return (
    <main className="sb-container sb-stack">
      <h1>Not part of this remote</h1>
      <p>
        In the suite, <code>{pathname}</code> is served by the host or another remote. Pages of this one:
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      {accessToken ? (
        <p>
          You are signed in.{' '}
          <button type="button" onClick={() => signOut()}>
            Sign out
          </button>
        </p>
      ) : null}
    </main>
  );
}
