import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { field, fill, renderUi } from '../../../test/render';
import { AddToGroupModal } from './AddToGroupModal';
import { LazyAddToGroupModal } from './LazyAddToGroupModal';

vi.mock('../../auth/api/profile', () => ({ useMerchantProfile: () => ({ data: { last_company_id: 'c1' } }) }));
vi.mock('../../companies/api/companies', () => ({ useCompanies: () => ({ data: [], isPending: false }) }));
vi.mock('../../groups/api/company-groups', () => ({ useCompanyGroups: () => ({ data: [], isPending: false }) }));
vi.mock('../../groups/api/add-creators', () => ({
  useAddCreatorsToGroup: () => ({ mutate: vi.fn(), isPending: false }),
}));
vi.mock('../../groups/api/create-group', () => ({ useCreateGroup: () => ({ mutate: vi.fn(), isPending: false }) }));

describe('AddToGroupModal', () => {
  it('starts empty each time it opens (form reset)', async () => {
    const props = { onClose: () => undefined, creatorIds: [1, 2, 3], companyId: 'c1' };
    const { user, rerender } = renderUi(<AddToGroupModal opened {...props} />);
    expect(screen.getByRole('dialog', { name: 'Add 3 creators to a group' })).toBeTruthy();
    await fill(user, field('Group name'), 'Half-typed');
    rerender(<AddToGroupModal opened={false} {...props} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<AddToGroupModal opened {...props} />);
    expect(field('Group name').value).toBe('');
  });
});

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Add to group</Button>
      <LazyAddToGroupModal opened={opened} onClose={() => setOpened(false)} creatorIds={[1, 2]} companyId="c1" />
    </>
  );
}

describe('LazyAddToGroupModal', () => {
  it('draws nothing until first opened, then gives focus back to its opener when it first closes', async () => {
    const { user } = renderUi(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Add to group' });
    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Add 2 creators to a group' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
