import { Badge, Tooltip } from '@mantine/core';

/** Demo figures grown by the simulated connector are labelled as such wherever they show (decision 024). */
export function SimulatedBadge() {
  return (
    <Tooltip label="Demo figures grown day by day, not read from the platforms" withArrow>
      <Badge variant="light" color="yellow" tt="none" data-testid="simulated-badge" tabIndex={0}>
        Simulated data
      </Badge>
    </Tooltip>
  );
}
