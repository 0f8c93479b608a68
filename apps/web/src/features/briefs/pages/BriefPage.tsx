import { Alert, Anchor, Button, EmptyState, Group, List, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconFileOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Brief } from '@app/shared/briefs';
import { confirmAction } from '../../../components/confirm';
import { ErrorState } from '../../../components/ErrorState';
import { PageTitle } from '../../../components/PageTitle';
import { toast, toastFailure } from '../../../components/toast';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useConfigBundle } from '../../config/api/conf-all';
import { useBrief } from '../api/brief';
import { useDeleteBrief } from '../api/delete-brief';
import { useUpdateBrief } from '../api/update-brief';
import { uploadEditorImage } from '../api/upload-editor-image';
import { BriefDetails } from '../components/BriefDetails';
import { BriefFilesEditor } from '../components/BriefFilesEditor';
import { BriefForm } from '../components/BriefForm';
import { canWriteBriefs, type BrandOption } from '../lib/brands';
import { briefValues, updateBody, type BriefFormOutput } from '../lib/brief-form';
import { failedUploadsOf } from '../lib/brief-uploads';
import { nicheOptions, platformOptions } from '../lib/options';
import { useCompanyBrands } from '../lib/use-brands';

function BriefSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Loading the brief">
      <Skeleton height={28} width="50%" />
      <Skeleton height={140} />
      <Skeleton height={100} />
    </Stack>
  );
}

/**
 * /companies/{company_id}/campaign-briefs/{brief_id}: one brief, read-only; with brief.write, an
 * Edit brief button (its form at ?edit=1, files uploaded and removed at once) and Delete brief
 * (after a confirmation). Files that failed on create are named at the top.
 */
export function BriefPage() {
  const { briefId = '' } = useParams();
  const { company, brands } = useCompanyBrands();
  const brief = useBrief(briefId);
  const config = useConfigBundle().data;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [failedUploads, setFailedUploads] = useState(() => failedUploadsOf(location.state));
  const update = useUpdateBrief();
  const remove = useDeleteBrief();
  const editing = params.get('edit') === '1';

  const backLink = (
    <Anchor component={Link} to={paths.company.briefs(company.id, { brand: brief.data?.brand_id })} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        Back to the briefs
      </Group>
    </Anchor>
  );

  if (brief.isPending) {
    return (
      <Stack gap="md">
        {backLink}
        <BriefSkeleton />
      </Stack>
    );
  }

  if (brief.isError) {
    const missing = isApiError(brief.error) && (brief.error.code === 'NOT_FOUND' || brief.error.code === 'FORBIDDEN');
    return (
      <Stack gap="md">
        {backLink}
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Campaign brief`}>
          Campaign brief
        </PageTitle>
        {missing ? (
          <Paper withBorder radius="md" p="xl">
            <EmptyState
              icon={<IconFileOff size={32} aria-hidden />}
              withIndicatorBackground
              title="Brief not found"
              description="This brief was deleted, or it belongs to a brand you cannot reach."
              data-testid="brief-not-found"
            >
              <EmptyState.Actions>
                <Button component={Link} to={paths.company.briefs(company.id)} variant="default">
                  See all briefs
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        ) : (
          <ErrorState title="We could not load the brief" error={brief.error} onRetry={() => void brief.refetch()} />
        )}
      </Stack>
    );
  }

  const data: Brief = brief.data;
  const brand: BrandOption = brands.find((b) => b.id === data.brand_id) ?? {
    id: data.brand_id,
    name: data.brand_name,
    role: null,
  };
  const write = canWriteBriefs(brand, company);
  const platforms = platformOptions(config);
  const niches = nicheOptions(config);

  const setEditing = (on: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set('edit', '1');
        else next.delete('edit');
        return next;
      },
      { replace: false },
    );

  const save = (values: BriefFormOutput) =>
    update.mutate(updateBody(data.brief_id, values), {
      onSuccess: (saved) => {
        toast({ type: 'success', message: `The brief "${saved.brief_name}" is saved.` });
        setEditing(false);
      },
    });

  const askDelete = () =>
    confirmAction({
      title: 'Delete this brief?',
      message: `"${data.brief_name}" and its files will be deleted. This cannot be undone.`,
      confirmLabel: 'Delete brief',
      onConfirm: () =>
        remove.mutate(
          { briefId: data.brief_id, brandId: data.brand_id },
          {
            onSuccess: () => {
              toast({ type: 'success', message: `The brief "${data.brief_name}" is deleted.` });
              void navigate(paths.company.briefs(company.id, { brand: data.brand_id }), { replace: true });
            },
            onError: (error) => void toastFailure(error),
          },
        ),
    });

  return (
    <Stack gap="md">
      {backLink}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 240px' }}>
          <PageTitle
            order={2}
            fz="xl"
            style={{ overflowWrap: 'anywhere' }}
            documentTitle={`${data.brief_name} · Campaign brief`}
          >
            {editing ? `Edit ${data.brief_name}` : data.brief_name}
          </PageTitle>
          <Text size="sm" c="dimmed">
            Brief of {data.brand_name}
          </Text>
        </Stack>
        {write && !editing && (
          <Group gap="sm">
            <Button variant="default" leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
              Edit brief
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={askDelete}
              loading={remove.isPending}
            >
              Delete brief
            </Button>
          </Group>
        )}
      </Group>

      {failedUploads.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          title="The brief is saved, but some files were not uploaded"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => {
            setFailedUploads([]);
            // Not shown again on a reload: the navigation state that carried the list is dropped.
            void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
          }}
          role="alert"
          data-testid="brief-failed-uploads"
        >
          <List size="sm" spacing={2}>
            {failedUploads.map((item, index) => (
              <List.Item key={`${item.name}-${index}`}>
                {item.name} ({item.slot === 'thumbnail' ? 'thumbnail' : 'asset'}): {item.message}
              </List.Item>
            ))}
          </List>
          {write && !editing && (
            <Button size="xs" variant="white" mt="xs" onClick={() => setEditing(true)}>
              Add them again
            </Button>
          )}
        </Alert>
      )}

      {editing && write ? (
        <BriefForm
          key={data.brief_id}
          defaultValues={briefValues(data)}
          config={config}
          uploadImage={(file) => uploadEditorImage(company.id, file)}
          onSubmit={save}
          onCancel={() => setEditing(false)}
          submitLabel="Save changes"
          pending={update.isPending}
          error={update.error}
          files={<BriefFilesEditor brief={data} disabled={update.isPending} />}
        />
      ) : (
        <BriefDetails brief={data} platforms={platforms} niches={niches} />
      )}
    </Stack>
  );
}
