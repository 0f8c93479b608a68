import { Button, Grid, Group, Image, Radio, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BUTTON_STYLES, type CompanyDetail, type Theme } from '@app/shared/companies';
import { confirmAction } from '../../../components/confirm';
import { ImageDropzone } from '../../../components/ImageDropzone';
import { toast, toastFailure } from '../../../components/toast';
import { trackEvent } from '../../analytics/api/track-event';
import { useResetTheme } from '../api/reset-theme';
import { useSaveTheme } from '../api/save-theme';
import { useUploadLogo } from '../api/upload-logo';
import { BUTTON_STYLE_LABELS, type ButtonStyle } from '../lib/build-theme';
import { DEFAULT_BASE_COLOURS, generateScale, isHexColour } from '../lib/colour-scale';
import { draftFromTheme, isDraftValid, themeFromDraft, type ThemeDraft } from '../lib/theme-draft';
import { ColourScaleField } from './ColourScaleField';
import { ThemePreview } from './ThemePreview';

const BUTTON_STYLE_HINTS: Record<ButtonStyle, string> = {
  rounded: 'Softly rounded corners',
  pill: 'Fully round buttons',
  square: 'Sharp corners everywhere',
};

interface ThemeEditorProps {
  company: Pick<CompanyDetail, 'id' | 'name' | 'logo'>;
  /** The saved theme (the company's own or inherited), null for the default. */
  theme: Theme | null;
  /** The company the theme is inherited from; there is then no own theme to reset. */
  inheritedFrom?: { id: string; name: string } | null;
}

const scaleOr = (value: string, fallback: string) => generateScale(isHexColour(value) ? value : fallback);

/** Colour pickers, button style, logo upload and a live preview; Save and Reset (confirmed). */
export function ThemeEditor({ company, theme, inheritedFrom = null }: ThemeEditorProps) {
  const [draft, setDraft] = useState<ThemeDraft>(() => draftFromTheme(theme, company.logo));
  const save = useSaveTheme(company.id);
  const reset = useResetTheme(company.id);
  const upload = useUploadLogo(company.id);
  const set = <K extends keyof ThemeDraft>(key: K, value: ThemeDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const valid = isDraftValid(draft);

  const onSave = () => {
    if (!valid) return;
    const body = themeFromDraft(draft);
    // mutateAsync: the editor is replaced by a fresh one once the saved theme comes back.
    save
      .mutateAsync(body)
      .then(() => {
        toast({ type: 'success', message: 'Theme saved. The app now wears your colours.' });
        trackEvent('theme_saved', {
          company_id: company.id,
          button_style: body.button_style,
          has_logo: Boolean(body.logo),
        });
      })
      .catch(toastFailure);
  };

  const onReset = () =>
    confirmAction({
      title: 'Reset the theme?',
      message:
        `${company.name} goes back to the default colours and button style (or to its parent company's theme). ` +
        'The logo stays.',
      confirmLabel: 'Reset theme',
      onConfirm: () =>
        reset
          .mutateAsync()
          .then(() => toast({ type: 'success', message: 'The theme was reset.' }))
          .catch(toastFailure),
    });

  const onLogo = (file: File) =>
    upload.mutate(file, {
      onSuccess: ({ logo }) => {
        set('logo', logo);
        toast({ type: 'success', message: 'Logo uploaded.' });
      },
      onError: toastFailure,
    });

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <ColourScaleField
            label="Primary colour"
            description="Buttons, links and highlights"
            value={draft.primary}
            onChange={(value) => set('primary', value)}
            data-testid="theme-primary"
          />
          <ColourScaleField
            label="Secondary colour"
            description="Accents next to the primary colour"
            value={draft.secondary}
            onChange={(value) => set('secondary', value)}
            data-testid="theme-secondary"
          />
          <ColourScaleField
            label="Gray colour"
            description="Backgrounds, borders and muted text"
            value={draft.gray}
            onChange={(value) => set('gray', value)}
            data-testid="theme-gray"
          />
          <Radio.Group
            label="Button style"
            value={draft.button_style}
            onChange={(value) => set('button_style', value as ButtonStyle)}
          >
            <Group mt="xs" gap="lg">
              {BUTTON_STYLES.map((style) => (
                <Radio
                  key={style}
                  value={style}
                  label={BUTTON_STYLE_LABELS[style]}
                  description={BUTTON_STYLE_HINTS[style]}
                />
              ))}
            </Group>
          </Radio.Group>
          <Stack gap="xs">
            <ImageDropzone
              label="Logo"
              description="Shown in the navigation bar and next to the company's name."
              onFile={onLogo}
              loading={upload.isPending}
              compact
              data-testid="logo-dropzone"
            />
            {draft.logo && (
              <Group gap="sm">
                <Image src={draft.logo} alt={`${company.name} logo`} h={40} w="auto" fit="contain" />
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => set('logo', null)}
                >
                  Remove logo
                </Button>
              </Group>
            )}
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Title order={3} fz="md">
            Preview
          </Title>
          <ThemePreview
            name={company.name}
            logo={draft.logo}
            primary={scaleOr(draft.primary, DEFAULT_BASE_COLOURS.primary)}
            secondary={scaleOr(draft.secondary, DEFAULT_BASE_COLOURS.secondary)}
            gray={scaleOr(draft.gray, DEFAULT_BASE_COLOURS.gray)}
            buttonStyle={draft.button_style}
          />
          <Text size="xs" c="dimmed">
            Saving applies the theme to the whole app at once, for everyone in {company.name}.
          </Text>
        </Stack>
      </Grid.Col>
      <Grid.Col span={12}>
        {inheritedFrom && (
          <Text size="sm" c="dimmed" ta="right" mb="xs" data-testid="theme-inherited">
            {company.name} wears the theme of {inheritedFrom.name}. Saving gives it a theme of its own.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={onReset}
            loading={reset.isPending}
            // Only a theme of the company's own can be reset; an inherited one is changed where it is set.
            disabled={!theme || Boolean(inheritedFrom)}
          >
            Reset to default
          </Button>
          <Button onClick={onSave} loading={save.isPending} disabled={!valid}>
            Save theme
          </Button>
        </Group>
      </Grid.Col>
    </Grid>
  );
}
