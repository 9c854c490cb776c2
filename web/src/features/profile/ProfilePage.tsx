/** Placeholder for the own profile page (/profile): the profile feature replaces it. */
import { labels } from '../../../../shared/messages';

export function ProfilePage() {
  return (
    <main className="page">
      <h1>{labels.yourProfile}</h1>
    </main>
  );
}
