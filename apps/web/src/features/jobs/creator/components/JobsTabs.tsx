import { paths } from '../../../../lib/paths';
import { SectionTabs } from '../../../merchants/components/SectionTabs';

/** The Jobs section's two lists: the open jobs and the creator's bids (one item of the portal's navigation). */
export function JobsTabs() {
  return (
    <SectionTabs
      label="Jobs and bids"
      tabs={[
        { to: paths.creator.jobs(), label: 'Open jobs' },
        { to: paths.creator.bids(), label: 'My bids' },
      ]}
    />
  );
}
