/**
 * The pages outside the signed-in frame, one lazy chunk (a signed-in visit, the common one, loads
 * none of them): sign-in and sign-up for guests, and the pages of the links people are mailed or
 * handed (a password reset, a forgotten password, an address to verify or a recovery change to undo, a notification email's unsubscribe), which are for whoever
 * holds them, signed in or not. App.tsx routes exactly these paths here.
 */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../components/NotFoundPage';
import { ForgotPasswordPage } from '../features/accounts/ForgotPasswordPage';
import { ResetPasswordPage } from '../features/accounts/ResetPasswordPage';
import { UndoEmailPage } from '../features/accounts/UndoEmailPage';
import { UnsubscribePage } from '../features/accounts/UnsubscribePage';
import { VerifyEmailPage } from '../features/accounts/VerifyEmailPage';
import SignInPage from '../features/auth/SignInPage';
import SignUpPage from '../features/auth/SignUpPage';
import { GuestOnly } from '../session/guards';

const pages: Record<string, () => ReactNode> = {
  signin: () => (
    <GuestOnly>
      <SignInPage />
    </GuestOnly>
  ),
  signup: () => (
    <GuestOnly>
      <SignUpPage />
    </GuestOnly>
  ),
  'reset-password': () => <ResetPasswordPage />,
  'forgot-password': () => <ForgotPasswordPage />,
  'verify-email': () => <VerifyEmailPage />,
  'undo-email': () => <UndoEmailPage />,
  unsubscribe: () => <UnsubscribePage />,
};

export default function OutsidePages() {
  const page = useLocation().pathname.slice(1);
  return Object.hasOwn(pages, page) ? pages[page]?.() : <NotFoundPage />;
}
