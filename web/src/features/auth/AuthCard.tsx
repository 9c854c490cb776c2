/** The card the sign-in and sign-up pages are: the site's name above a form that fills it. */
import { labels } from '@shared/messages/screens';
import type { FormEvent, ReactNode } from 'react';
import { LogoIcon } from '../../components/icons';

export function AuthCard({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={onSubmit} noValidate>
        <div className="auth-brand">
          <LogoIcon size={36} />
          <span>{labels.appName}</span>
        </div>
        {children}
      </form>
    </main>
  );
}
