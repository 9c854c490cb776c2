import { labels } from '@shared/messages/screens';

export function Spinner({ label = labels.loadingPage, small = false }: { label?: string; small?: boolean }) {
  return <span className={small ? 'spinner spinner-small' : 'spinner'} role="status" aria-label={label} />;
}

export function PageSpinner() {
  return (
    <div className="page-spinner" data-testid="auth-spinner">
      <Spinner />
    </div>
  );
}
