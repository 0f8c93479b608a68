import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toPercent } from '@app/shared/numbers';
import { PageTitle } from '../../../components/PageTitle';
import { toast } from '../../../components/toast';
import { paths } from '../../../lib/paths';
import { useConfigBundle } from '../../config/api/conf-all';
import { useCreateBrief } from '../api/create-brief';
import { uploadBriefFile } from '../api/upload-brief-file';
import { uploadEditorImage } from '../api/upload-editor-image';
import { BriefForm } from '../components/BriefForm';
import { NoBrandNotice, NoBriefWriteNotice } from '../components/BriefNotice';
import { ChosenFiles } from '../components/ChosenFiles';
import { canWriteBriefs, pickBrand } from '../lib/brands';
import { newBriefValues, type BriefFormOutput } from '../lib/brief-form';
import { uploadAll, type BriefPageState, type PendingUpload, type UploadProgress } from '../lib/brief-uploads';
import { useCompanyBrands } from '../lib/use-brands';

/**
 * /companies/{company_id}/campaign-briefs/create: a new brief. It is saved first; then the chosen
 * thumbnail and assets go up one request per file, with progress. A failed file leaves the brief
 * saved: its page opens and names what failed, so it can be added again there.
 */
export function CreateBriefPage() {
  const { company, brands } = useCompanyBrands();
  const [params] = useSearchParams();
  const brand = pickBrand(brands, params.get('brand'));
  const config = useConfigBundle().data;
  const create = useCreateBrief();
  const navigate = useNavigate();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [assets, setAssets] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // The form's initial values are taken once; a brand arriving later (companies list) does not reset typing.
  const [initial] = useState(() => newBriefValues(brand?.id ?? ''));
  const listPath = paths.company.briefs(company.id, { brand: brand?.id });

  if (brands.length === 0) {
    return (
      <Stack gap="md">
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Create a brief`}>
          Create a brief
        </PageTitle>
        <NoBrandNotice companyId={company.id} />
      </Stack>
    );
  }

  const submit = async (values: BriefFormOutput) => {
    const brief = await create.mutateAsync(values).catch(() => null);
    if (!brief) return; // the form shows the error
    const pending: PendingUpload[] = [
      ...(thumbnail ? [{ slot: 'thumbnail' as const, file: thumbnail }] : []),
      ...assets.map((file) => ({ slot: 'assets' as const, file })),
    ];
    const failed = pending.length
      ? await uploadAll(pending, ({ slot, file }) => uploadBriefFile(brief.brief_id, slot, file), setProgress)
      : [];
    const state: BriefPageState = { failedUploads: failed };
    if (failed.length) {
      const files = failed.length === 1 ? 'one file' : `${failed.length} files`;
      toast({
        type: 'warning',
        message: `The brief "${brief.brief_name}" is saved, but ${files} could not be uploaded.`,
      });
    } else {
      toast({ type: 'success', message: `The brief "${brief.brief_name}" is saved.` });
    }
    void navigate(paths.company.brief(company.id, brief.brief_id), { state });
  };

  const uploading = progress !== null && progress.current !== null;
  const busy = create.isPending || uploading || (create.isSuccess && progress !== null);
  const chosenBrand = brand ?? brands[0];

  return (
    <Stack gap="md">
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to the briefs
        </Group>
      </Anchor>
      <Stack gap={2}>
        <PageTitle order={2} fz="xl" documentTitle={`${company.name} · Create a brief`}>
          Create a brief
        </PageTitle>
        {brands.length === 1 && (
          <Text size="sm" c="dimmed">
            For the brand {chosenBrand.name}.
          </Text>
        )}
      </Stack>
      {!canWriteBriefs(chosenBrand, company) ? (
        <NoBriefWriteNotice companyId={company.id} />
      ) : (
        <BriefForm
          defaultValues={initial.brand_id ? initial : { ...initial, brand_id: chosenBrand.id }}
          brands={brands}
          config={config}
          uploadImage={(file) => uploadEditorImage(company.id, file)}
          onSubmit={(values) => void submit(values)}
          onCancel={() => void navigate(listPath)}
          submitLabel="Save brief"
          pending={busy}
          error={create.error}
          files={
            <ChosenFiles
              thumbnail={thumbnail}
              assets={assets}
              onThumbnail={setThumbnail}
              onAssets={setAssets}
              current={progress?.current ? { slot: progress.current.slot, name: progress.current.file.name } : null}
              disabled={busy}
            />
          }
          status={
            progress && (
              <Stack gap={4} role="status" aria-live="polite" data-testid="brief-upload-progress">
                <Text size="sm">
                  {progress.current
                    ? `Brief saved. Uploading ${progress.current.file.name} ` +
                      `(${progress.done + 1} of ${progress.total})…`
                    : `Uploaded ${progress.total} of ${progress.total} files.`}
                </Text>
                <Progress value={toPercent(progress.done / Math.max(progress.total, 1))} aria-label="Files uploaded" />
              </Stack>
            )
          }
        />
      )}
    </Stack>
  );
}
