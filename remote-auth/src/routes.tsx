// What remote-auth gives the host: one page per mount point (all public-layout routes). Each page
// is its own chunk, so opening /sign-in loads only the sign-in screen.
import { Suspense } from 'react';
import type { RouteObject } from '@signalboard/shared/router';
import { CONTRACT_VERSION, type RemoteRoutesModule } from '@signalboard/shared/contract';
import { PageSpinner, retryableLazy } from '@signalboard/shared/ui';

const SignInPage = retryableLazy(() => import('./features/sign-in/sign-in-page'));
const SignUpPage = retryableLazy(() => import('./features/sign-up/sign-up-page'));
const InvitePage = retryableLazy(() => import('./features/invite/invite-page'));
const ForgotPasswordPage = retryableLazy(() => import('./features/password-reset/forgot-password-page'));
const CheckYourEmailPage = retryableLazy(() => import('./features/password-reset/check-your-email-page'));
const ResetPasswordPage = retryableLazy(() => import('./features/password-reset/reset-password-page'));
const VerifyUserPage = retryableLazy(() => import('./features/verify-user/verify-user-page'));
const GoogleAuthCallbackPage = retryableLazy(
  () => import('./features/google-callback/google-auth-callback-page'),
);

// Each page waits for its chunk here, so the rest of the host's layout stays on screen meanwhile.
const page = (element: RouteObject['element']): RouteObject[] => [
  { index: true, element: <Suspense fallback={<PageSpinner />}>{element}</Suspense> },
];

const routes = {
  contractVersion: CONTRACT_VERSION,
  remote: 'auth',
  mounts: {
    'sign-in': page(<SignInPage />),
    'sign-up': page(<SignUpPage />),
    invite: page(<InvitePage />),
    'forgot-password': page(<ForgotPasswordPage />),
    'check-your-email-password-reset': page(<CheckYourEmailPage />),
    'reset-password': page(<ResetPasswordPage />),
    'verify-user': page(<VerifyUserPage />),
    'google-auth-callback': page(<GoogleAuthCallbackPage />),
  },
} satisfies RemoteRoutesModule<'auth'>;

export default routes;
