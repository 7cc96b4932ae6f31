import type { ComponentType, ReactNode } from 'react';
import { INVITATION_PAGE, type LANDING_ROUTES } from '@schoolpage/content-contract';
import { AboutPage } from '../about/about-page';
import { ForgotPasswordPage } from '../account/forgot-password-page';
import { LoginPage } from '../account/login-page';
import { ResetPasswordPage } from '../account/reset-password-page';
import { SignupPage } from '../account/signup-page';
import { ContactPage } from '../contact/contact-page';
import { HomePage } from '../home/home-page';
import { JoinPage } from '../join/join-page';
import { PrivacyPolicyPage } from '../legal/privacy-policy-page';
import { TermsPage } from '../legal/terms-page';

export interface LandingPageProps {
  searchBox?: ReactNode;
}

type LandingRoute = (typeof LANDING_ROUTES)[number];

/** One page per spec §2 route the shell hands to this remote. */
const PAGES: Record<LandingRoute, ComponentType<LandingPageProps>> = {
  '/': HomePage,
  '/about': AboutPage,
  '/login': LoginPage,
  '/signup': SignupPage,
  '/forgotpassword': ForgotPasswordPage,
  '/resetpassword': ResetPasswordPage,
  '/terms-and-conditions': TermsPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/contact': ContactPage,
};

/**
 * The page for a location's path, or undefined for other paths. Like the shell's routes, which hand
 * this remote /About as readily as /about, it ignores letter case and a trailing slash.
 */
export function landingPageFor(pathname: string): ComponentType<LandingPageProps> | undefined {
  const lower = pathname.toLowerCase();
  const path = lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
  // An invitation's link, `/invite/<token>` (issue #25).
  if (path.startsWith(`${INVITATION_PAGE}/`)) return JoinPage;
  return Object.hasOwn(PAGES, path) ? PAGES[path as LandingRoute] : undefined;
}
