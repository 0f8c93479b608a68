import { LegalPage, type LegalSection } from '../components/LegalPage';

const SECTIONS: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Account details (name, e-mail address, phone number, business name), the companies and brands you manage, ' +
        'and the campaigns, briefs and contracts you create.',
      'Technical data such as the pages you use, to keep the service secure and to improve it.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To run your account and campaigns, to send you the messages the service needs (verification codes, ' +
        'password reset links, invitations), and to prevent abuse.',
    ],
  },
  {
    heading: 'Who we share it with',
    paragraphs: [
      'The creators you work with see the campaign details they need. Service providers (hosting, e-mail) ' +
        'process data on our behalf. We do not sell your personal data.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: ['As long as your account is open, and afterwards only as long as the law requires.'],
  },
  {
    heading: 'Your rights',
    paragraphs: ['You can ask to see, correct or delete your personal data. Write to us through the Contact page.'],
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      document="privacy"
      intro="This policy explains which personal data CreatorHub processes about merchants and why."
      sections={SECTIONS}
    />
  );
}
