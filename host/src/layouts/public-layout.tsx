// Public pages (sign-in and friends, legal pages): a centred card over the background art, with
// the footer of spec section 2. A signed-in user who opens /sign-in goes where ?next= says (or /);
// the other public pages stay reachable (an invite or reset link must work while signed in).
import { nextPathFromSearch, useIsSignedIn } from '@signalboard/shared/session';
import { Wordmark, cx } from '@signalboard/shared/ui';
import { Link, Navigate, Outlet, useLocation } from '@signalboard/shared/router';
import background from '../assets/public-background.svg';
import { SkipLink } from './skip-link';

const WIDE_PAGES = ['/privacy', '/terms', '/contact'];
/** Pages whose table needs more than the reading width. */
const TABLE_PAGES = ['/staging'];

export function PublicFooter() {
  return (
    <footer className="sb-public__footer">
      <nav aria-label="Legal">
        <ul className="sb-public__footer-links">
          <li>
            <Link to="/contact">Contact</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms &amp; Conditions</Link>
          </li>
        </ul>
      </nav>
      <p className="sb-public__copyright">© 2025 Signalboard. All rights reserved.</p>
    </footer>
  );
}

export function PublicLayout() {
  const { pathname, search } = useLocation();
  const signedIn = useIsSignedIn();
  if (signedIn && (pathname === '/sign-in' || pathname === '/sign-in/')) {
    return <Navigate to={nextPathFromSearch(search)} replace />;
  }
  const wide = WIDE_PAGES.some((page) => pathname.startsWith(page));
  const table = TABLE_PAGES.some((page) => pathname.startsWith(page));
  return (
    <div className="sb-public" style={{ backgroundImage: `url("${background}")` }}>
      <SkipLink />
      <header className="sb-public__header">
        <Link to="/sign-in" aria-label="Signalboard, sign in">
          <Wordmark />
        </Link>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className={cx('sb-public__card', wide && 'sb-public__card--wide', table && 'sb-public__card--table')}
      >
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
