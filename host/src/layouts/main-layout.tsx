// The signed-in frame: sidebar (wordmark, navigation, feedback, account menu) and the page.
import { useMe } from '@signalboard/shared/api';
import { IconMessage, Wordmark } from '@signalboard/shared/ui';
import { useEffect, useState } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { identifyUser } from '../analytics/analytics';
import { FeedbackDialog } from './feedback-dialog';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';
import { SkipLink } from './skip-link';

export function MainLayout() {
  const { data: me } = useMe();
  const [feedbackOpen, setFeedbackOpen] = useState(false);

  useEffect(() => {
    if (me) identifyUser(me.id);
  }, [me]);

  return (
    <div className="sb-app">
      <SkipLink />
      <aside className="sb-sidebar">
        <Link to="/" className="sb-sidebar__brand" aria-label="Signalboard home">
          <Wordmark />
        </Link>
        <MainNav />
        <div className="sb-sidebar__footer">
          <button
            type="button"
            className="sb-nav__item sb-sidebar__feedback"
            onClick={() => setFeedbackOpen(true)}
          >
            <IconMessage size={18} />
            <span>Send feedback</span>
          </button>
          <UserMenu onSendFeedback={() => setFeedbackOpen(true)} />
        </div>
      </aside>
      <main id="main-content" tabIndex={-1} className="sb-app__main">
        <div className="sb-app__content">
          <Outlet />
        </div>
      </main>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </div>
  );
}
