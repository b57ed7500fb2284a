// The signed-in frame: sidebar (wordmark, navigation, feedback, account menu) and the page.
import { useMe } from '@signalboard/shared/api';
import { IconMessage, Wordmark } from '@signalboard/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet } from '@signalboard/shared/router';
import { identifyUser } from '../analytics/analytics';
import { FeedbackDialog } from './feedback-dialog';
import { MainNav } from './main-nav';
import { NotificationBell } from './notification-bell';
import { NotificationChoiceDialog } from './notification-choice-dialog';
import { UserMenu } from './user-menu';
import { SkipLink } from './skip-link';

export function MainLayout() {
  const { data: me } = useMe();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const [choosingDelivery, setChoosingDelivery] = useState(false);
  const chooseDelivery = useCallback(() => setChoosingDelivery(true), []);
  // What opened the feedback dialog (the sidebar button, or the account menu's button once the menu
  // has closed), to give focus back to on close. Headless UI restores focus too, but not when the
  // focused Send button was disabled while sending (focus had fallen to <body> by then).
  const feedbackOpener = useRef<HTMLElement | null>(null);
  const openFeedback = useCallback(() => {
    feedbackOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setFeedbackOpen(true);
  }, []);
  const closeFeedback = useCallback(() => {
    setFeedbackOpen(false);
    const opener = feedbackOpener.current;
    // After the dialog has unmounted and released its focus trap.
    if (opener) setTimeout(() => opener.isConnected && opener.focus(), 0);
  }, []);

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
          <NotificationBell onChooseDelivery={chooseDelivery} />
          <button type="button" className="sb-nav__item sb-sidebar__feedback" onClick={openFeedback}>
            <IconMessage size={18} />
            <span>Send feedback</span>
          </button>
          <UserMenu onSendFeedback={openFeedback} onChooseNotifications={chooseDelivery} />
        </div>
      </aside>
      <main id="main-content" tabIndex={-1} className="sb-app__main">
        <div className="sb-app__content">
          <Outlet />
        </div>
      </main>
      <FeedbackDialog open={feedbackOpen} onClose={closeFeedback} />
      <NotificationChoiceDialog open={choosingDelivery} onClose={() => setChoosingDelivery(false)} />
    </div>
  );
}
