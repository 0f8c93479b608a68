import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { CompanyDetail } from '@app/shared/companies';
import type { Job, JobStatus } from '@app/shared/jobs';
import { FormError } from '../../../../components/FormError';
import { LeaveDialog } from '../../../../components/LeaveDialog';
import { toast } from '../../../../components/toast';
import { isApiError, withoutFieldPrefix } from '../../../../lib/api-client';
import { useRecheckShownErrors } from '../../../../lib/form-errors';
import { useApplyPatch } from '../../../../lib/use-apply-patch';
import { useLeaveGuard } from '../../../../lib/use-leave-guard';
import type { BrandOption } from '../../../briefs/lib/brands';
import { useBudgetBounds } from '../../../config/api/budget-bounds';
import { useCountryChoice } from '../../../config/lib/use-country-choice';
import { useSaveJob, type SaveJobBody } from '../../api/save-job';
import type { JobFormValues } from '../lib/form-values';
import { clearsSelection, countryChange } from '../lib/resets';
import { jobFormResolver, type RuleContext } from '../lib/rules';
import { AudienceFields } from './AudienceFields';
import { JobBasicsFields } from './JobBasicsFields';
import { JobFormDataContext, type JobFormData } from './job-form-data';
import { JobTasksFields } from './JobTasksFields';
import { SwitchField } from '../../../../components/SwitchField';

/** Said when a patch (a reset rule's output) dropped choices the user had made. */
const announceCleared = () => toast({ message: 'The chosen creators, groups and tasks were cleared.' });

/** Asked before leaving with unsaved changes. */
const LEAVE = 'This job has changes that are not saved. Save them to finish later, or leave and lose them.';

/** The form's fields that a server error may name (the request's names are the form's). */
const FORM_FIELDS = new Set<string>([
  'brand_id',
  'name',
  'country',
  'currency',
  'bid_start_date',
  'bid_end_date',
  'estimated_campaign_start_date',
  'budget',
  'campaign_period',
  'campaign_duration',
  'marketplace_mode',
  'marketplace_values_group',
  'marketplace_values_self_select',
  'marketplace_values_influencer_attributes',
  'channels',
  'tasks',
]);

export interface JobFormProps {
  company: CompanyDetail;
  brands: readonly BrandOption[];
  initialValues: JobFormValues;
  /** The job being edited (a draft, or a job without bids); null for a new one (its first save makes it). */
  jobId?: string | null;
  /** The edited job's status: an open job is saved as it is (no draft button). */
  status?: JobStatus | null;
  /** A job was saved: as a draft (`published` false) or published. */
  onSaved: (job: Job, published: boolean) => void;
}

/**
 * The job form (spec sections 2 and 3, Job form): one page of sections, checked with the shared
 * `jobFormSchema`; "Save as draft" keeps it unpublished, "Publish" opens it to bids. The resets of
 * spec section 4; server errors on the field they name; a question before leaving unsaved changes.
 */
export function JobForm({
  company,
  brands,
  initialValues,
  jobId: initialJobId = null,
  status = null,
  onSaved,
}: JobFormProps) {
  const [jobId, setJobId] = useState<string | null>(initialJobId);
  const [serverError, setServerError] = useState<unknown>(null);
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  const rules = useRef<RuleContext>({ zone: null, jobId, publish: true, budget: null });
  const resolver = useMemo(() => jobFormResolver(() => rules.current), []);
  const form = useForm<JobFormValues, unknown, SaveJobBody>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, getValues, setValue } = form;

  const [country, currency] = useWatch({ control, name: ['country', 'currency'] });
  const bounds = useBudgetBounds(currency);
  const apply = useApplyPatch(getValues, setValue, clearsSelection, announceCleared);
  const countryChoice = useCountryChoice(country, (choice) => {
    apply(countryChange(getValues(), choice));
    form.clearErrors(['country', 'currency', 'budget', 'channels', 'tasks']);
  });
  const zone = countryChoice.config?.countries.find((c) => c.code === country)?.timezone ?? null;
  rules.current = { ...rules.current, zone, jobId, budget: bounds.data ?? null };

  useRecheckShownErrors(form);

  const saveMutation = useSaveJob();
  const leaving = useRef(false);
  const isDirty = form.formState.isDirty;
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  const blocker = useLeaveGuard(() => !leaving.current && dirtyRef.current);

  const data: JobFormData = {
    company,
    brands,
    zone,
    apply,
    ...countryChoice,
  };

  /** Puts a refused save's field errors on their fields; true when one of them is the form's. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || error.status < 400 || error.status >= 500) return false;
    const fields = error.issues.length
      ? error.issues.map((i) => ({ field: i.field, message: i.message }))
      : error.field
        ? [{ field: error.field, message: withoutFieldPrefix(error.message, error.field) }]
        : [];
    const ours = fields.filter(({ field }) => FORM_FIELDS.has(field.split('.')[0]));
    ours.forEach(({ field, message }, index) =>
      form.setError(field as FieldPath<JobFormValues>, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    return ours.length > 0;
  };

  const save = async (body: SaveJobBody, publish: boolean, notify: boolean): Promise<boolean> => {
    setServerError(null);
    try {
      const job = await saveMutation.mutateAsync(body);
      setJobId(job.id);
      // What is saved is the new starting point: nothing is unsaved any more.
      form.reset(getValues());
      dirtyRef.current = false;
      if (publish || !notify) leaving.current = true;
      toast({
        type: 'success',
        message: publish
          ? `The job "${job.name}" is published: creators can bid on it.`
          : `The draft "${job.name}" is saved.`,
      });
      if (notify) onSaved(job, publish);
      return true;
    } catch (error) {
      setServerError(error);
      showServerErrors(error);
      return false;
    }
  };

  /**
   * Validates with the shared schema and saves; resolves whether it was saved. `notify` false: the page is left (no
   * onSaved).
   */
  const submit = (publish: boolean, notify = true) =>
    new Promise<boolean>((resolve) => {
      rules.current = { ...rules.current, publish };
      setPending(publish ? 'publish' : 'draft');
      const done = (saved: boolean) => {
        setPending(null);
        resolve(saved);
      };
      void form.handleSubmit(
        async (body) => done(await save(body, publish, notify)),
        () => {
          toast({
            type: 'error',
            message: `The job was not ${publish ? 'published' : 'saved'}: put right the fields marked in red.`,
          });
          done(false);
        },
      )();
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(true);
  };

  const busy = pending !== null;
  const open = status === 'OPEN';

  return (
    <FormProvider {...form}>
      <JobFormDataContext.Provider value={data}>
        <form onSubmit={onSubmit} noValidate aria-label={jobId ? 'Edit the job' : 'Start a job'} data-testid="job-form">
          <Stack gap="lg">
            <JobBasicsFields />
            <JobTasksFields />
            <SwitchField
              control={form.control}
              name="pre_approval"
              label="Content pre-approval"
              description="Review each creator's draft before it is posted."
            />
            <AudienceFields />
            <FormError error={serverError} title="The job was not saved" />
            <Group justify="flex-end" gap="sm">
              {!open && (
                <Button
                  variant="default"
                  onClick={() => void submit(false)}
                  loading={pending === 'draft'}
                  disabled={pending === 'publish'}
                >
                  Save as draft
                </Button>
              )}
              <Button type="submit" loading={pending === 'publish'} disabled={pending === 'draft'}>
                {open ? 'Save changes' : 'Publish'}
              </Button>
            </Group>
          </Stack>
        </form>
        <LeaveDialog
          blocker={blocker}
          message={LEAVE}
          onSaveDraft={() => submit(open, false)}
          saving={busy}
          saveLabel={open ? 'Save and leave' : 'Save draft and leave'}
        />
      </JobFormDataContext.Provider>
    </FormProvider>
  );
}
