import { Anchor } from '@mantine/core';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the navbar. Visible only when focused. */
export function SkipLink() {
  return (
    <Anchor
      href={`#${MAIN_CONTENT_ID}`}
      style={{ position: 'absolute', left: -9999, top: 8, zIndex: 2000 }}
      onFocus={(event) => (event.currentTarget.style.left = '8px')}
      onBlur={(event) => (event.currentTarget.style.left = '-9999px')}
      bg="var(--mantine-color-body)"
      p="xs"
    >
      Skip to main content
    </Anchor>
  );
}
