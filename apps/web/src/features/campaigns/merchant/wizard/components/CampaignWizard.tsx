import { Box, Button, Grid, Group, Stack, Stepper, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import type { Campaign, CampaignDraft } from '@app/shared/campaigns';
import type { CompanyDetail } from '@app/shared/companies';
import { FormError } from '../../../../../components/FormError';
import { LeaveDialog } from '../../../../../components/LeaveDialog';
import { toast, toastError } from '../../../../../components/toast';
import { isApiError, withoutFieldPrefix } from '../../../../../lib/api-client';
import { amountFieldOf } from '../../../../../lib/money';
import { errorPaths, useRecheckShownErrors } from '../../../../../lib/form-errors';
import { useApplyPatch } from '../../../../../lib/use-apply-patch';
import { useLeaveGuard } from '../../../../../lib/use-leave-guard';
import type { BrandOption } from '../../../../briefs/lib/brands';
import { useCreatorsByIds } from '../../../../creators/api/find-by-ids';
import { useBudgetBounds, type BudgetBounds } from '../../../../config/api/budget-bounds';
import { useCountryChoice } from '../../../../config/lib/use-country-choice';
import { useCampaignPrices } from '../../../api/campaign-prices';
import { useCreateCampaign } from '../../../api/create-campaign';
import { useSaveDraft } from '../../../api/save-draft';
import { wizardCost } from '../lib/cost';
import { draftBody } from '../lib/draft';
import { buildCreateRequest } from '../lib/request';
import { clearsSelection, countryChange } from '../lib/resets';
import { wizardSchema } from '../lib/rules';
import {
  COST_PANEL_FROM_STEP,
  LAST_STEP,
  newWizardValues,
  stepOfField,
  WIZARD_STEPS,
  type WizardValues,
} from '../lib/values';
import { BrandStep } from './BrandStep';
import { ContractsStep } from './ContractsStep';
import { CostPanel } from './CostPanel';
import { CreatorsStep } from './CreatorsStep';
import { DeliverablesStep } from './DeliverablesStep';
import { DetailsStep } from './DetailsStep';
import { WizardDataContext, type WizardData } from './wizard-data';

/** Said when a patch (a reset rule's output) dropped choices the user had made. */
const announceCleared = () => toast({ message: 'The chosen creators and deliverables were cleared.' });

/** Asked before leaving with unsaved changes. */
const LEAVE =
  'This campaign has changes that are not saved. Save it as a draft to finish it later, or leave and lose them.';

/** Each step's fields that are form values ("Next" checks them). */
const FORM_KEYS = new Set(Object.keys(newWizardValues()));
const STEP_FIELDS = WIZARD_STEPS.map(
  (step) => step.fields.filter((field) => FORM_KEYS.has(field)) as FieldPath<WizardValues>[],
);

export interface CampaignWizardProps {
  company: CompanyDetail;
  brands: readonly BrandOption[];
  initialValues: WizardValues;
  initialStep?: number;
  /** The draft being resumed; null for a new campaign (the first "Save draft" creates one). */
  draftId?: string | null;
  /** A draft was saved (the page puts its id in the address, so a reload resumes it). */
  onDraftSaved?: (draft: CampaignDraft) => void;
  /** The campaign was created (from `draftId` when it came from a draft, which the server has removed). */
  onCreated: (campaign: Campaign, draftId: string | null) => void;
}

/** The first step holding any of these fields (form paths such as "deliverables.0.channel"). */
function firstStepOf(fields: readonly string[]): number | null {
  const steps = fields.map(stepOfField).filter((s): s is number => s !== null);
  return steps.length ? Math.min(...steps) : null;
}

/**
 * The campaign wizard (spec section 2; issue 11 part 7): five steps with a stepper, "Back", "Next",
 * "Save draft" on every step and "Create campaign" on the last; the live cost from the creators step
 * on; the form resets of spec section 4; a question before leaving with unsaved changes.
 */
export function CampaignWizard({
  company,
  brands,
  initialValues,
  initialStep = 0,
  draftId: initialDraftId = null,
  onDraftSaved,
  onCreated,
}: CampaignWizardProps) {
  const [step, setStep] = useState(initialStep);
  const [draftId, setDraftId] = useState<string | null>(initialDraftId);
  const [serverError, setServerError] = useState<unknown>(null);
  const bounds = useRef<BudgetBounds | null>(null);
  const resolver = useMemo<Resolver<WizardValues>>(
    () => (values, context, options) => zodResolver(wizardSchema({ budget: bounds.current }))(values, context, options),
    [],
  );
  // Checked on "Next" and "Create campaign" (a new deliverable is not red before anyone typed in it)...
  const form = useForm<WizardValues>({
    defaultValues: initialValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, getValues, setValue } = form;
  const { isDirty } = form.formState;

  // ...and a field showing a message is checked again as anything changes, so the message goes once it is fixed.
  useRecheckShownErrors(form);

  const [country, currency, platforms, ids, deliverables, budget] = useWatch({
    control,
    name: ['country', 'currency', 'platforms', 'influencer_ids', 'deliverables', 'budget'],
  });
  const budgetBounds = useBudgetBounds(currency);
  bounds.current = budgetBounds.data ?? null;
  const apply = useApplyPatch(getValues, setValue, clearsSelection, announceCleared);
  const countryChoice = useCountryChoice(country, (choice) => {
    apply(countryChange(getValues(), choice));
    form.clearErrors(['country', 'currency', 'budget', 'platforms']);
  });
  const creators = useCreatorsByIds(ids);
  const prices = useCampaignPrices(currency, ids, platforms);
  const priceList = useMemo(() => prices.data?.prices ?? [], [prices.data]);
  const summary = useMemo(() => wizardCost({ deliverables, budget }, priceList), [deliverables, budget, priceList]);
  const creatorMap = useMemo(() => new Map((creators.data ?? []).map((c) => [c.id, c])), [creators.data]);

  const saveMutation = useSaveDraft();
  const createMutation = useCreateCampaign(company.id);
  const leaving = useRef(false);
  const isDirtyRef = useRef(isDirty);
  isDirtyRef.current = isDirty;
  const blocker = useLeaveGuard(() => !leaving.current && isDirtyRef.current);

  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After a move between steps (not on arrival), the new step's heading takes the focus.
    if (moved.current) heading.current?.focus();
  }, [step]);
  const goTo = useCallback((next: number) => {
    moved.current = true;
    setStep(Math.min(Math.max(next, 0), LAST_STEP));
  }, []);

  const data: WizardData = {
    company,
    brands,
    creators: creatorMap,
    creatorsLoading: creators.isFetching,
    prices: priceList,
    apply,
    ...countryChoice,
  };

  const saveDraft = async (updateAddress = true): Promise<boolean> => {
    const values = getValues();
    try {
      const draft = await saveMutation.mutateAsync({ companyId: company.id, draftId, ...draftBody(values, step) });
      setDraftId(draft.id);
      // What is saved is the new starting point: nothing is unsaved any more.
      form.reset(values, { keepErrors: true });
      isDirtyRef.current = false;
      toast({ type: 'success', message: 'Draft saved. Resume it from the Drafts tab of the campaigns page.' });
      if (updateAddress) onDraftSaved?.(draft);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  /** The leave dialog's save: the draft, without changing the address (the page is being left). */
  const saveAndLeave = () => saveDraft(false);

  const next = async () => {
    const valid = await form.trigger(STEP_FIELDS[step], { shouldFocus: true });
    if (valid) goTo(step + 1);
  };

  const create = form.handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const campaign = await createMutation.mutateAsync(buildCreateRequest(values, { draftId }));
        leaving.current = true;
        toast({ type: 'success', message: `The campaign "${campaign.name}" is created.` });
        onCreated(campaign, draftId);
      } catch (error) {
        setServerError(error);
        if (!isApiError(error) || error.status < 400 || error.status >= 500) return;
        const fields = error.issues.length
          ? error.issues.map((i) => ({ field: amountFieldOf(i.field), message: i.message }))
          : error.field
            ? [{ field: amountFieldOf(error.field), message: withoutFieldPrefix(error.message, error.field) }]
            : [];
        for (const { field, message } of fields) {
          if (stepOfField(field) !== null) form.setError(field as FieldPath<WizardValues>, { type: 'server', message });
        }
        const target = firstStepOf(fields.map((f) => f.field));
        if (target !== null && target !== step) goTo(target);
      }
    },
    (errors) => {
      const target = firstStepOf(errorPaths(errors));
      if (target !== null && target !== step) goTo(target);
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field moves on; only the last step creates.
    if (step < LAST_STEP) {
      event.preventDefault();
      void next();
      return;
    }
    void create(event);
  };

  const label = WIZARD_STEPS[step].label;
  const showCost = step >= COST_PANEL_FROM_STEP;
  const busy = createMutation.isPending || saveMutation.isPending;
  const nameOf = (id: number) => creatorMap.get(id)?.name ?? `Creator ${id}`;

  return (
    <FormProvider {...form}>
      <WizardDataContext.Provider value={data}>
        <form onSubmit={onSubmit} noValidate aria-label="Create a campaign" data-testid="campaign-wizard">
          <Stack gap="lg">
            <Stepper
              active={step}
              onStepClick={(index) => index < step && goTo(index)}
              allowNextStepsSelect={false}
              size="sm"
              iconSize={28}
              wrap
              aria-label="Steps"
            >
              {WIZARD_STEPS.map((s, index) => (
                <Stepper.Step
                  key={s.label}
                  label={s.label}
                  aria-current={index === step ? 'step' : undefined}
                  data-testid={`wizard-step-${index}`}
                />
              ))}
            </Stepper>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, lg: showCost ? 8 : 12 }}>
                <Stack gap="md">
                  <Title
                    order={3}
                    fz="lg"
                    ref={heading}
                    tabIndex={-1}
                    style={{ outline: 'none' }}
                    data-testid="wizard-step-heading"
                  >
                    {`Step ${step + 1} of ${WIZARD_STEPS.length}: ${label}`}
                  </Title>
                  {step === 0 && <BrandStep />}
                  {step === 1 && <DetailsStep />}
                  {step === 2 && <CreatorsStep />}
                  {step === 3 && <DeliverablesStep summary={summary} />}
                  {step === 4 && <ContractsStep onEdit={goTo} />}
                </Stack>
              </Grid.Col>
              {showCost && (
                <Grid.Col span={{ base: 12, lg: 4 }}>
                  <Box pos="sticky" top={16}>
                    <CostPanel
                      summary={summary}
                      currency={currency}
                      pricing={prices.isFetching}
                      pricesError={prices.isError}
                      nameOf={nameOf}
                    />
                  </Box>
                </Grid.Col>
              )}
            </Grid>
            <FormError error={serverError} title="The campaign was not created" />
            <Group justify="space-between" gap="sm">
              <Button variant="default" onClick={() => goTo(step - 1)} disabled={step === 0 || busy}>
                Back
              </Button>
              <Group gap="sm">
                <Button
                  variant="light"
                  onClick={() => void saveDraft()}
                  loading={saveMutation.isPending}
                  disabled={createMutation.isPending}
                >
                  Save draft
                </Button>
                {step < LAST_STEP ? (
                  <Button type="submit" disabled={busy}>
                    Next
                  </Button>
                ) : (
                  <Button type="submit" loading={createMutation.isPending} disabled={saveMutation.isPending}>
                    Create campaign
                  </Button>
                )}
              </Group>
            </Group>
          </Stack>
        </form>
        <LeaveDialog blocker={blocker} message={LEAVE} onSaveDraft={saveAndLeave} saving={saveMutation.isPending} />
      </WizardDataContext.Provider>
    </FormProvider>
  );
}
