import { useOperatorEmail } from '../operator/use-operator-email';
import { LegalArticle, type LegalClause } from './legal-article';

function clauses(operatorEmail: string): readonly LegalClause[] {
  return [
  {
    heading: 'What we collect',
    body: 'For each institution account: organisation name, user ID, e-mail address, country, an optional phone number and the content you add to your website. Passwords are stored only in hashed form.',
  },
  {
    heading: 'How we use it',
    body: 'To run your account, build and publish your website, let visitors find your institution by name, and send the one-time codes that verify your e-mail address or reset your password.',
  },
  {
    heading: 'Cookies and local storage',
    body: 'A session cookie keeps you signed in to your dashboard. While a visitor browses a school site, the selected institution is kept in the browser’s local storage and cleared when they return to the home page or close the window.',
  },
  {
    heading: 'Sharing',
    body: 'Content you publish is public on your website. We do not sell personal data and share it only with the providers that host the service, or when the law requires it.',
  },
  {
    heading: 'Keeping and deleting data',
    body: 'We keep your data while your account exists. You can ask us to correct or delete it at any time.',
  },
  {
    heading: 'Contact',
    body: (
      <>
        Questions about this policy or your data: write to <a href={`mailto:${operatorEmail}`}>{operatorEmail}</a>.
      </>
    ),
  },
  ];
}

/** /privacy-policy (spec §2): static legal text with the operator's contact e-mail. */
export function PrivacyPolicyPage() {
  return <LegalArticle title="Privacy Policy" clauses={clauses(useOperatorEmail())} />;
}
