import { Badge, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/PageTitle';
import { useLatestLabel, type LegalDocument } from '../api/legal';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

interface LegalPageProps {
  title: string;
  document: LegalDocument;
  intro: string;
  sections: LegalSection[];
}

/** A readable legal text with the version label of the latest published document. */
export function LegalPage({ title, document, intro, sections }: LegalPageProps) {
  const version = useLatestLabel(document);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap="xs">
          <PageTitle>{title}</PageTitle>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Version:
            </Text>
            {version.isPending ? (
              <Skeleton h={20} w={160} radius="xl" />
            ) : version.data?.label ? (
              <Badge variant="light" data-testid={`${document}-version`}>
                {version.data.label}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                unavailable
              </Text>
            )}
          </Group>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Text>{intro}</Text>
            {sections.map((section, index) => (
              <Stack
                key={section.heading}
                gap="xs"
                component="section"
                aria-labelledby={`${document}-section-${index}`}
              >
                <Title order={2} fz="lg" id={`${document}-section-${index}`}>
                  {index + 1}. {section.heading}
                </Title>
                {section.paragraphs.map((paragraph) => (
                  <Text key={paragraph.slice(0, 40)} size="sm" lh={1.7}>
                    {paragraph}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
