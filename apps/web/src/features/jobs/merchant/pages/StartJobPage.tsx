import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../../../components/ErrorState';
import { PageTitle } from '../../../../components/PageTitle';
import { isApiError } from '../../../../lib/api-client';
import { paths, queryString } from '../../../../lib/paths';
import { pickBrand } from '../../../briefs/lib/brands';
import { useCompanyBrands } from '../../../briefs/lib/use-brands';
import { useConfigBundle } from '../../../config/api/conf-all';
import { useJob } from '../../api/job';
import { JobForm } from '../components/JobForm';
import { editable, newJobValues, valuesFromJob } from '../lib/form-values';
import { mayOnBrand } from '../lib/permissions';

/**
 * /companies/{company_id}/start-job: the job form. `?job_id={id}` edits a draft or a job without bids;
 * the first "Save as draft" of a new job puts its id there, so a reload edits it. A published job
 * opens its page.
 */
export function StartJobPage() {
  const { company, brands } = useCompanyBrands();
  const navigate = useNavigate();
  const config = useConfigBundle();
  const [params, setParams] = useSearchParams();
  const jobParam = params.get('job_id');
  // The job this page saved itself: its id in the address is not a job to load again.
  const [ownJob, setOwnJob] = useState<string | null>(null);
  const loadId = jobParam && jobParam !== ownJob ? jobParam : null;
  const job = useJob(loadId);
  const [fresh] = useState(() => newJobValues(pickBrand(brands, params.get('brand'))?.id ?? ''));
  const jobsPath = paths.company.jobs(company.id);
  const editing = Boolean(loadId);

  const header = (
    <Stack gap="xs">
      <Anchor component={Link} to={jobsPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          Back to the jobs
        </Group>
      </Anchor>
      <PageTitle order={2} fz="xl" documentTitle={`${company.name} · ${editing ? 'Edit a job' : 'Start a job'}`}>
        {editing ? 'Edit a job' : 'Start a job'}
      </PageTitle>
    </Stack>
  );
  const framed = (body: ReactNode) => (
    <Stack gap="md">
      {header}
      {body}
    </Stack>
  );

  if (brands.length === 0) {
    return framed(
      <Alert variant="light" title="No brand yet">
        <Text size="sm">
          A job is published by a brand. Add a brand to this company first, then start the job for it.
        </Text>
      </Alert>,
    );
  }
  if (!brands.some((brand) => mayOnBrand('job.create', brand, company))) {
    return framed(
      <Alert variant="light" color="yellow" title="You cannot start jobs here">
        <Text size="sm">
          Your role in this company does not allow publishing jobs. Ask an owner or a brand manager.
        </Text>
      </Alert>,
    );
  }
  if (loadId && (job.isPending || config.isPending)) {
    return framed(
      <Stack gap="sm" role="status" aria-label="Loading the job">
        <Skeleton height={40} />
        <Skeleton height={200} />
      </Stack>,
    );
  }
  if (loadId && job.isError) {
    const missing = isApiError(job.error) && (job.error.code === 'NOT_FOUND' || job.error.code === 'FORBIDDEN');
    return framed(
      missing ? (
        <Alert variant="light" color="yellow" title="This job is not here">
          <Stack gap="sm">
            <Text size="sm">It was removed or belongs to another company.</Text>
            <Group>
              <Button size="xs" onClick={() => setParams({}, { replace: true })}>
                Start a new job
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <ErrorState title="We could not load the job" error={job.error} onRetry={() => void job.refetch()} />
      ),
    );
  }
  if (loadId && job.data && !editable(job.data)) {
    return framed(
      <Alert variant="light" color="yellow" title="This job cannot be edited any more">
        <Stack gap="sm">
          <Text size="sm">
            {job.data.status === 'CLOSED'
              ? 'It is closed.'
              : 'Creators have bid on it: only its bid end date can change now, from its page.'}
          </Text>
          <Group>
            <Button size="xs" component={Link} to={paths.company.job(company.id, job.data.id)}>
              Open the job
            </Button>
          </Group>
        </Stack>
      </Alert>,
    );
  }

  const zoneOf = (country: string) => config.data?.countries.find((c) => c.code === country)?.timezone ?? null;
  const initialValues = loadId && job.data ? valuesFromJob(job.data, zoneOf(job.data.country)) : fresh;

  return framed(
    <JobForm
      key={loadId ? `job:${loadId}` : 'new'}
      company={company}
      brands={brands}
      initialValues={initialValues}
      jobId={loadId}
      status={loadId ? (job.data?.status ?? null) : null}
      onSaved={(saved, published) => {
        if (published) {
          void navigate(paths.company.job(company.id, saved.id));
          return;
        }
        if (loadId) return;
        setOwnJob(saved.id);
        void navigate(`${paths.company.startJob(company.id)}${queryString({ job_id: saved.id })}`, { replace: true });
      }}
    />,
  );
}
