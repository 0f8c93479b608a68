import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useSiteConfig } from '../../features/config/api/site';
import { APP_NAME } from '../../lib/constants';
import { paths } from '../../lib/paths';

const FALLBACK_OFFICE = 'Nairobi, Kenya';

/** Office (Nairobi), support phone and e-mail from /conf/site, and the legal links. */
export function Footer() {
  const site = useSiteConfig();
  const office = site.data?.office_address || FALLBACK_OFFICE;
  const phone = site.data?.support_phone;
  const email = site.data?.support_email;

  return (
    <Box
      component="footer"
      mt="xl"
      py="xl"
      bg="var(--mantine-color-gray-0)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <Stack gap="xs">
            <Logo src={site.data?.partner_theme?.logo} name={site.data?.partner_theme?.name || APP_NAME} />
            <Text size="sm" c="dimmed">
              Influencer marketing for brands, agencies and small businesses.
            </Text>
          </Stack>
          <Stack gap={6} aria-label="Contact" component="address" style={{ fontStyle: 'normal' }}>
            <Text fw={600} size="sm">
              Contact us
            </Text>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
              <Text size="sm" data-testid="footer-office">
                {office}
              </Text>
            </Group>
            {phone && (
              <Group gap={6} wrap="nowrap">
                <IconPhone size={16} aria-hidden />
                <Anchor size="sm" href={`tel:${phone.replace(/\s+/g, '')}`} data-testid="footer-phone">
                  {phone}
                </Anchor>
              </Group>
            )}
            {email && (
              <Group gap={6} wrap="nowrap">
                <IconMail size={16} aria-hidden />
                <Anchor size="sm" href={`mailto:${email}`} data-testid="footer-email">
                  {email}
                </Anchor>
              </Group>
            )}
          </Stack>
          <Stack gap={6} component="nav" aria-label="Footer">
            <Text fw={600} size="sm">
              Help and legal
            </Text>
            <Anchor component={Link} to={paths.faq()} size="sm">
              FAQ
            </Anchor>
            <Anchor component={Link} to={paths.terms()} size="sm">
              Terms and conditions
            </Anchor>
            <Anchor component={Link} to={paths.privacy()} size="sm">
              Privacy policy
            </Anchor>
            <Anchor component={Link} to={paths.contact()} size="sm">
              Contact
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Divider my="md" />
        {/* The year from Date, not lib/dates: dayjs stays out of the first page's bundle (issue 22). */}
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} {APP_NAME}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
