import { Avatar, Tooltip } from '@mantine/core';

export interface AvatarListItem {
  id: string | number;
  name: string;
  src?: string | null;
}

interface AvatarListProps {
  items: readonly AvatarListItem[];
  /** How many there are in all, when `items` is only the first few (e.g. a group's first page). */
  total?: number;
  /** Avatars shown before the "+N" count (spec: 2). */
  max?: number;
  size?: number;
  /** What the people are, for the spoken summary ("creators"). */
  noun?: string;
}

/** Two avatars then a "+N" count (spec section 2, shared widgets), with initials when there is no picture. */
export function AvatarList({ items, total, max = 2, size = 32, noun = 'people' }: AvatarListProps) {
  const count = Math.max(total ?? items.length, items.length);
  if (count === 0) return null;
  const shown = items.slice(0, max);
  const rest = count - shown.length;
  const names = shown.map((item) => item.name).join(', ');
  const summary = rest > 0 ? `${names} and ${rest} more ${noun}` : names;
  return (
    <Avatar.Group spacing="sm" role="img" aria-label={summary} data-testid="avatar-list">
      {shown.map((item) => (
        <Tooltip key={item.id} label={item.name} withArrow>
          <Avatar
            src={item.src ?? null}
            name={item.name}
            alt={item.name}
            color="initials"
            radius="xl"
            size={size}
            aria-hidden
          />
        </Tooltip>
      ))}
      {rest > 0 && (
        <Avatar radius="xl" size={size} aria-hidden data-testid="avatar-list-rest">
          +{rest}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
