import { Anchor } from '@mantine/core';
import classes from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the navbar. Visible only when focused. */
export function SkipLink() {
  return (
    <Anchor href={`#${MAIN_CONTENT_ID}`} className={classes.skip} p="xs">
      Skip to main content
    </Anchor>
  );
}
