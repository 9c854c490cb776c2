/**
 * The card every page outside the app is (sign-in, sign-up, the links from mail): the site's name
 * above a form that fills it, or above a message when the page has nothing to send.
 */
import { labels } from '@shared/messages/screens';
import type { FormEvent, ReactNode } from 'react';
import { LogoIcon } from './icons';

export function AuthCard({
  onSubmit,
  children,
}: {
  /** Without it the card is a plain block (a page that only reports, such as a verified address). */
  onSubmit?: (event: FormEvent) => void;
  children: ReactNode;
}) {
  const brand = (
    <div className="auth-brand">
      <LogoIcon size={36} />
      <span>{labels.appName}</span>
    </div>
  );
  return (
    <main className="auth-page">
      {onSubmit ? (
        <form className="auth-card" onSubmit={onSubmit} noValidate>
          {brand}
          {children}
        </form>
      ) : (
        <div className="auth-card">
          {brand}
          {children}
        </div>
      )}
    </main>
  );
}
