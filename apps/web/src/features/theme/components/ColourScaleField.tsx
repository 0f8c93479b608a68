import { ColorInput, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { generateScale, isHexColour } from '../lib/colour-scale';

const SWATCHES = [
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#fab005',
  '#fd7e14',
  '#fa5252',
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#868e96',
];

interface ColourScaleFieldProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  'data-testid'?: string;
}

/** One base colour (#RRGGBB) and the ten shades generated from it (shown, decorative). */
export function ColourScaleField({ label, description, value, onChange, ...rest }: ColourScaleFieldProps) {
  const valid = isHexColour(value);
  const scale = valid ? generateScale(value) : null;
  return (
    <Stack gap={6}>
      <ColorInput
        label={label}
        description={description}
        format="hex"
        value={value}
        onChange={onChange}
        swatches={SWATCHES}
        swatchesPerRow={6}
        closeOnColorSwatchClick
        withEyeDropper={false}
        error={valid ? undefined : 'Enter a colour as #RRGGBB, e.g. #4C6EF5'}
        data-testid={rest['data-testid']}
        required
      />
      {scale && (
        <Group
          gap={4}
          wrap="nowrap"
          aria-hidden
          data-testid={rest['data-testid'] ? `${rest['data-testid']}-scale` : undefined}
        >
          {scale.map((shade, index) => (
            <ColorSwatch key={index} color={shade} size={18} radius="sm" withShadow={false} title={shade} />
          ))}
          <Text size="xs" c="dimmed" ml={4} visibleFrom="xs">
            10 shades
          </Text>
        </Group>
      )}
    </Stack>
  );
}
