import {
  useMyUnreadCount,
  useNotificationChoice,
  useOrganization,
  useProjects,
  useUnreadCount,
} from '@signalboard/shared/api';
import { useSelectedProject } from '@signalboard/shared/session';
import { IconFolder, IconInbox, IconSettings, IconUsers, cx } from '@signalboard/shared/ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@signalboard/shared/router';
import { projectIdFromPath } from '../app/guard/decide-redirect';

function NavItem({
  to,
  active,
  icon,
  badge,
  children,
}: {
  to: string;
  active: boolean;
  icon: ReactNode;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        className={cx('sb-nav__item', active && 'sb-nav__item--active')}
        aria-current={active ? 'page' : undefined}
      >
        {icon}
        <span>{children}</span>
        {badge}
      </Link>
    </li>
  );
}

/** Past this the badge stops counting: the exact number no longer helps at a glance. */
const UNREAD_BADGE_MAX = 999;

/**
 * The unread leads beside "Leads": the project's, or only those given to the person when they chose the
 * badge to count "mine" (Notification choices); nothing while loading, on error or at zero.
 */
function UnreadBadge({ projectId }: { projectId: string }) {
  const mine = useNotificationChoice().data?.badge === 'mine';
  const all = useUnreadCount(projectId).data;
  const own = useMyUnreadCount(projectId, mine).data;
  const count = mine ? own : all;
  if (!count) return null;
  const shown = count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : count.toLocaleString('en-US');
  return (
    <span className="sb-nav__badge" title={mine ? 'Unread leads assigned to you' : 'Unread leads'}>
      <span aria-hidden="true">{shown}</span>
      {/* The link's name reads "Leads, 12 unread" rather than "Leads 12". */}
      <span className="sb-visually-hidden">
        {mine ? `, ${shown} unread assigned to you` : `, ${shown} unread`}
      </span>
    </span>
  );
}

/**
 * Projects and Team, and the current project's Leads and Settings once one is selected. A guest
 * (no organization, projects shared with them) has no team: Team is left out, as the guard would
 * send them away from it.
 */
export function MainNav() {
  const { pathname } = useLocation();
  const { data: projects } = useProjects();
  // The guard renders the layout only once the organization query has an answer.
  const hasOrganization = Boolean(useOrganization().data);
  const stored = useSelectedProject((s) => s.projectId);
  const routeProjectId = projectIdFromPath(pathname);
  const current = projects?.find((p) => p.id === (routeProjectId ?? stored));
  const base = current ? `/projects/${encodeURIComponent(current.id)}` : '';

  return (
    <nav aria-label="Main" className="sb-nav">
      {current ? (
        <div className="sb-nav__group">
          <p className="sb-nav__label" title={current.name}>
            {current.name}
          </p>
          <ul className="sb-nav__list">
            <NavItem
              to={`${base}/leads`}
              active={pathname.startsWith(`${base}/leads`)}
              icon={<IconInbox size={18} />}
              badge={<UnreadBadge projectId={current.id} />}
            >
              Leads
            </NavItem>
            <NavItem
              to={`${base}/settings`}
              active={pathname.startsWith(`${base}/settings`)}
              icon={<IconSettings size={18} />}
            >
              Settings
            </NavItem>
          </ul>
        </div>
      ) : null}
      <div className="sb-nav__group">
        <p className="sb-nav__label">Workspace</p>
        <ul className="sb-nav__list">
          <NavItem
            to="/projects"
            active={pathname.startsWith('/projects') && routeProjectId === null}
            icon={<IconFolder size={18} />}
          >
            Projects
          </NavItem>
          {hasOrganization ? (
            <NavItem to="/team" active={pathname.startsWith('/team')} icon={<IconUsers size={18} />}>
              Team
            </NavItem>
          ) : null}
        </ul>
      </div>
    </nav>
  );
}
