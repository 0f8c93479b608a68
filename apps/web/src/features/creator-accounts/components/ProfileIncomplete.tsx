import { Button } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { EmptyBlock } from './PortalPage';

/**
 * Invitations, contracts and work exist once the profile is complete (the catalogue creator is made by
 * the first complete save); before that the API answers 409 about `profile`.
 */
export function isProfileIncompleteError(error: unknown): boolean {
  return isApiError(error) && error.code === 'CONFLICT' && error.field === 'profile';
}

export function ProfileIncomplete({ what }: { what: string }) {
  return (
    <EmptyBlock
      icon={<IconUserEdit size={28} aria-hidden />}
      title="Complete your profile first"
      description={`Brands find you, and your ${what} show here, once your profile is complete.`}
      testId="profile-incomplete"
    >
      <Button component={Link} to={paths.creator.profile()}>
        Complete your profile
      </Button>
    </EmptyBlock>
  );
}
