import { labels, ui } from '@shared/messages/screens';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main className="page not-found">
      <h1>{ui.notFound}</h1>
      <p>
        <Link to="/">{labels.home}</Link>
      </p>
    </main>
  );
}
