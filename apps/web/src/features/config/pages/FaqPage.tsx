import { Accordion, Anchor, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';

const FAQS: { question: string; answer: string }[] = [
  {
    question: 'What is CreatorHub?',
    answer: 'A platform for brands, agencies and small businesses to find content creators, run influencer campaigns and read their results in one place.',
  },
  {
    question: 'How do I sign up?',
    answer:
      'Choose Sign up, fill in your details and enter the 6-digit code we e-mail you. Brands and agencies then set up their company; small businesses enter their business name and land on their dashboard.',
  },
  {
    question: 'I did not receive my verification code.',
    answer: 'Check your spam folder, then use "Resend code" on the verification screen. Codes expire after 10 minutes.',
  },
  {
    question: 'What are the password rules?',
    answer: 'At least 8 characters with a number, an uppercase letter, a lowercase letter and one of the symbols ! @ # & $ %.',
  },
  {
    question: 'How much does a campaign cost?',
    answer: 'You set the budget. A platform fee of 30 percent and VAT of 15 percent of the deliverables budget are added; small businesses can pick a ready-made package.',
  },
  {
    question: 'Can I manage several brands?',
    answer: 'Yes. Agencies and clusters can hold several companies and brands and invite team members with different roles.',
  },
  {
    question: 'My account is disabled. What can I do?',
    answer: 'Contact support; we will explain why and help you restore access where possible.',
  },
];

export function FaqPage() {
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageTitle>Frequently asked questions</PageTitle>
          <Text c="dimmed">
            Cannot find your answer?{' '}
            <Anchor component={Link} to="/contact">
              Contact us
            </Anchor>
            .
          </Text>
        </Stack>
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {FAQS.map((faq) => (
            <Accordion.Item key={faq.question} value={faq.question}>
              <Accordion.Control>{faq.question}</Accordion.Control>
              <Accordion.Panel>
                <Text size="sm" lh={1.7}>
                  {faq.answer}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Container>
  );
}
