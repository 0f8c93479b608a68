import { SimpleGrid, TagsInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { CAMPAIGN_LIMITS } from '@app/shared/campaigns';
import type { ChannelText, WizardValues } from '../lib/values';

interface ChannelTagsFieldProps {
  name: 'handles' | 'hashtags';
  /** "handles" -> "Instagram handles". */
  noun: string;
  placeholder: string;
  /** The campaign's platforms with their labels. */
  platforms: readonly { value: string; label: string }[];
}

/** Handles or hashtags, one tag list per platform of the campaign (each sent with its channel). */
export function ChannelTagsField({ name, noun, placeholder, platforms }: ChannelTagsFieldProps) {
  const { control } = useFormContext<WizardValues>();
  if (platforms.length === 0) return null;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const items = field.value as ChannelText[];
        return (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {platforms.map((platform, index) => (
              <TagsInput
                key={platform.value}
                label={`${platform.label} ${noun}`}
                description={index === 0 ? 'Press Enter after each.' : undefined}
                placeholder={placeholder}
                maxTags={CAMPAIGN_LIMITS.tags}
                value={items.filter((item) => item.channel === platform.value).map((item) => item.text)}
                onChange={(texts) =>
                  field.onChange([
                    ...items.filter((item) => item.channel !== platform.value),
                    ...texts.map((text) => ({ channel: platform.value, text })),
                  ])
                }
                onBlur={field.onBlur}
                clearable
                error={index === 0 ? fieldState.error?.message : undefined}
              />
            ))}
          </SimpleGrid>
        );
      }}
    />
  );
}
