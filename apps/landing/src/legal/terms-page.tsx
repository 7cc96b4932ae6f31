import { LegalArticle, type LegalClause } from './legal-article';

const CLAUSES: readonly LegalClause[] = [
  {
    heading: 'Acceptance of these terms',
    body: 'By creating an account or using SchoolPage you agree to these terms. If you do not agree, please do not use the service.',
  },
  {
    heading: 'Your account',
    body: 'You register on behalf of an educational institution and must give accurate details. You are responsible for keeping your user ID and password secret and for everything done with your account.',
  },
  {
    heading: 'Your content',
    body: 'You keep the rights to the text, images and documents you upload. You allow SchoolPage to store them and to show them on your public website while it is published. You must have the right to publish everything you upload.',
  },
  {
    heading: 'Acceptable use',
    body: 'Do not upload unlawful, misleading or harmful material, do not try to reach other institutions’ data, and do not disrupt the service.',
  },
  {
    heading: 'Availability',
    body: 'We work to keep SchoolPage available at all times but cannot promise it will be free of interruptions or errors.',
  },
  {
    heading: 'Limitation of liability',
    body: 'SchoolPage is provided as is. To the extent the law allows, we are not liable for indirect losses arising from its use.',
  },
  {
    heading: 'Ending your use',
    body: 'You may hide your website or stop using the service at any time. We may suspend accounts that break these terms.',
  },
  {
    heading: 'Changes to these terms',
    body: 'We may update these terms; the new version applies from the moment it is published on this page.',
  },
  {
    heading: 'Governing law',
    body: 'These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the courts of India.',
  },
];

/** /terms-and-conditions (spec §2): static legal text, governed by the laws of India. */
export function TermsPage() {
  return <LegalArticle title="Terms & Conditions" clauses={CLAUSES} />;
}
