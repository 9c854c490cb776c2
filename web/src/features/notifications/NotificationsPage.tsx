/** Placeholder for the notifications page (/notifications): the notifications feature replaces it. */
import { ui } from '../../../../shared/messages';

export function NotificationsPage() {
  return (
    <main className="page">
      <h1>{ui.notificationsHeading}</h1>
    </main>
  );
}
