/** Placeholder for another user's profile (/user/:id): the profile feature replaces it. */
import { useParams } from 'react-router-dom';

export function UserPage() {
  const { id } = useParams();
  return (
    <main className="page">
      <h1>{id}</h1>
    </main>
  );
}
