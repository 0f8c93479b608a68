import { LegalPage, type LegalSection } from '../components/LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    paragraphs: [
      'CreatorHub is a platform on which brands, agencies and small businesses ("merchants") ' +
        'plan and run influencer marketing campaigns with content creators.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You must be at least 18 years old to open an account. Keep your password secret and tell us at once if you ' +
        'think someone else has used your account.',
      'The details you give us, including your name, e-mail address, phone number and business name, ' +
        'must be true and kept up to date.',
    ],
  },
  {
    heading: 'Campaigns and payments',
    paragraphs: [
      'Campaign budgets include a platform fee of 30 percent and VAT of 15 percent of the total deliverables budget. ' +
        'Fees are shown before you confirm a campaign.',
      'Creators are paid for approved deliverables. Content submitted for pre-approval is only published once you ' +
        'approve it, where pre-approval is switched on.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: [
      'Do not use CreatorHub to publish unlawful, misleading or harmful content, to harass creators, ' +
        'or to get around the platform to avoid its fees.',
      'We may disable an account that breaks these terms. A disabled account can no longer reach its companies; ' +
        'contact support to discuss it.',
    ],
  },
  {
    heading: 'Content and intellectual property',
    paragraphs: [
      'You keep the rights to the briefs, logos and assets you upload, ' +
        'and give us the permission we need to show them to the creators you work with.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'We may update these terms; the version label at the top of this page tells you which version is in force. ' +
        'Questions: see the Contact page.',
    ],
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms and conditions"
      document="terms"
      intro="These terms govern your use of CreatorHub as a merchant. By creating an account you accept them."
      sections={SECTIONS}
    />
  );
}
