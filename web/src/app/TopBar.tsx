import { labels, ui } from '@shared/messages/screens';
import { Link, useLocation } from 'react-router-dom';
import { Avatar } from '../components/Avatar';
import { IconButton } from '../components/IconButton';
import { BellIcon, LogOutIcon, LogoIcon, MoonIcon, SunIcon } from '../components/icons';
import { useNotifications, useRequests } from '../features/notifications/api/lists';
import { isNewSince, seenMarkOf } from '../features/notifications/seen';
import { SearchBox } from '../features/search/SearchBox';
import { useTheme } from '../lib/theme';
import { useAuth } from '../session/AuthProvider';

export function TopBar() {
  const { user, logout } = useAuth();
  const [theme, toggleTheme] = useTheme();
  const { data: notifications } = useNotifications();
  const { data: requests } = useRequests();
  const { pathname } = useLocation();
  // The mark alone (not the hook that moves it, ../features/notifications/api/seen.ts): sharing that
  // module with the lazy notifications page split SWR into a chunk of its own, 700 bytes heavier.
  const seenUpTo = seenMarkOf(user);
  // get-requests lists open requests only: an answered one no longer lights the bell; a notification
  // lights it until a page of the user's showed it (the seen mark), read or not, kept or cleared.
  const hasNews =
    (requests?.length ?? 0) > 0 || (notifications ?? []).some((note) => isNewSince(note._id, seenUpTo));

  return (
    <header className="topbar">
      <Link to="/" className="logo" aria-label={labels.home}>
        <LogoIcon />
        <span className="logo-text">{labels.appName}</span>
      </Link>
      <SearchBox />
      <div className="topbar-actions">
        <IconButton label={theme === 'dark' ? labels.themeToLight : labels.themeToDark} onClick={toggleTheme}>
          {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
        </IconButton>
        <Link
          to="/notifications"
          className={hasNews ? 'icon-button bell bell-badge' : 'icon-button bell'}
          aria-label={hasNews ? labels.notificationsNew : ui.notificationsHeading}
          title={ui.notificationsHeading}
          data-badge={hasNews ? 'true' : 'false'}
        >
          <BellIcon badge={hasNews} />
        </Link>
        {user ? (
          <Link to="/profile" className="avatar-link" aria-label={labels.yourProfile} title={user.username}>
            <Avatar username={user.username} coverImg={user.coverImg} size={34} />
            {/* Who is signed in, in words too (hidden on phones, where the avatar's initials stay). */}
            <span className="topbar-username" data-testid="topbar-username">
              {user.username}
            </span>
          </Link>
        ) : null}
        {/* The own profile page has its own 'Sign out' button. */}
        {pathname !== '/profile' ? (
          <IconButton label={ui.signOut} onClick={() => void logout()}>
            <LogOutIcon />
          </IconButton>
        ) : null}
      </div>
    </header>
  );
}
