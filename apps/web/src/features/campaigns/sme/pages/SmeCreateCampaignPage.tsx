import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { SME_PACKAGES, type SmeCampaign, type SmePreview } from '@app/shared/sme';
import { FormError } from '../../../../components/FormError';
import { PageTitle } from '../../../../components/PageTitle';
import { isApiError } from '../../../../lib/api-client';
import { useRecheckShownErrors } from '../../../../lib/form-errors';
import { paths } from '../../../../lib/paths';
import { useCreateSmeCampaign } from '../../api/sme-create-campaign';
import { useSmePackages } from '../../api/sme-packages';
import { useSmePreview } from '../../api/sme-preview';
import { BudgetStep } from '../components/BudgetStep';
import { CreatorsStep } from '../components/CreatorsStep';
import { DescribeStep } from '../components/DescribeStep';
import { PayStep } from '../components/PayStep';
import {
  createBody,
  EMPTY_SME_CAMPAIGN,
  firstStartDay,
  previewInputs,
  SME_CAMPAIGN_FIELDS,
  SME_CAMPAIGN_STEPS,
  smeCampaignFormSchema,
  stepOfField,
  type SmeCampaignFormValues,
  type SmeCampaignRequest,
} from '../lib/campaign-form';

const STEPS = SME_CAMPAIGN_STEPS;
const CREATORS_STEP = 2;
const PAY_STEP = 3;

/** The steps as a short progress list: done and current ones filled, the current one named for screen readers. */
function StepProgress({ step }: { step: number }) {
  return (
    <Box
      component="ol"
      aria-label="Steps"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${STEPS.length}, 1fr)`,
        gap: 6,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {STEPS.map((s, index) => (
        <li key={s.label} aria-current={index === step ? 'step' : undefined} data-testid={`sme-step-${index}`}>
          <Box
            h={6}
            style={{
              borderRadius: 3,
              background: index <= step ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)',
            }}
          />
          <Text size="xs" mt={4} fw={index === step ? 700 : 400} c={index === step ? undefined : 'dimmed'}>
            {index + 1}. {s.label}
          </Text>
        </li>
      ))}
    </Box>
  );
}

/**
 * /sme/{sme_id}/campaigns/create, phone first: (1) budget and package (the recommended one highlighted as the budget
 * is typed), (2) what the campaign is, its days and channels, (3) the creators chosen automatically (swap any), with
 * the priced lines, (4) created, then paid by M-Pesa; then the campaigns list. One form checked step by step with the
 * shared schema; a server error naming a field goes back to that field's step.
 */
export function SmeCreateCampaignPage() {
  const { smeId = '' } = useParams();
  const navigate = useNavigate();
  // Reference data: the shared table holds the same figures, so a failed call still shows the packages.
  const packages = useSmePackages().data ?? [...SME_PACKAGES];
  const firstDay = useMemo(() => firstStartDay(), []);
  const form = useForm<SmeCampaignFormValues, unknown, SmeCampaignRequest>({
    resolver: zodResolver(smeCampaignFormSchema(firstDay)),
    defaultValues: EMPTY_SME_CAMPAIGN,
  });
  useRecheckShownErrors(form);

  const [step, setStep] = useState(0);
  /** The request the creators step was built from (the form once the describe step is valid). */
  const [request, setRequest] = useState<SmeCampaignRequest | null>(null);
  /** The last preview answered, and for which inputs (a swap keeps the inputs, other creators). */
  const [preview, setPreview] = useState<{ data: SmePreview; inputs: string } | null>(null);
  const [created, setCreated] = useState<SmeCampaign | null>(null);
  const previewCall = useSmePreview();
  const createCall = useCreateSmeCampaign(smeId);

  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // After a step change (not on arrival) the step's heading takes the focus, so it is read out.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const ask = (next: SmeCampaignRequest, influencerIds?: number[]) => {
    const inputs = previewInputs(next);
    previewCall.mutate(
      { smeId, body: { ...inputs, ...(influencerIds ? { influencer_ids: influencerIds } : {}) } },
      {
        onSuccess: (data) => setPreview({ data, inputs: JSON.stringify(inputs) }),
        // A first preview refused for a field of the earlier steps (a budget above the top package) goes back to it.
        onError: (error) => {
          if (!influencerIds) placeFieldError(error);
        },
      },
    );
  };

  /** Server field errors on their step's field (and that step shown); true when one was placed. */
  const placeFieldError = (error: unknown): boolean => {
    if (!isApiError(error) || error.status >= 500) return false;
    const issues = error.issues.length ? error.issues : error.field ? [{ field: error.field, message: '' }] : [];
    let first: number | null = null;
    for (const issue of issues) {
      const at = stepOfField(issue.field);
      if (at === null) continue;
      const message = issue.message || error.plainMessage;
      form.setError(issue.field as Path<SmeCampaignFormValues>, { type: 'server', message });
      first = first === null ? at : Math.min(first, at);
    }
    if (first === null) return false;
    setStep(first);
    return true;
  };

  const next = async () => {
    if (step === 0) {
      if (await form.trigger([...STEPS[0].fields])) setStep(1);
      return;
    }
    if (step === 1) {
      await form.handleSubmit((valid) => {
        setRequest(valid);
        // The same inputs keep the creators (and any swaps); changed ones are chosen afresh.
        if (!preview || preview.inputs !== JSON.stringify(previewInputs(valid))) {
          setPreview(null);
          ask(valid);
        }
        setStep(CREATORS_STEP);
      })();
      return;
    }
    if (step === CREATORS_STEP) setStep(PAY_STEP);
  };

  const back = () => setStep((current) => Math.max(0, current - 1));

  const create = async (): Promise<SmeCampaign | null> => {
    if (!request || !preview) return null;
    try {
      const campaign = await createCall.mutateAsync({
        smeId,
        body: createBody(
          request,
          preview.data.creators.map((c) => c.influencer_id),
        ),
      });
      setCreated(campaign);
      return campaign;
    } catch (error) {
      if (isApiError(error) && error.field === 'influencer_ids') setStep(CREATORS_STEP);
      else placeFieldError(error);
      return null;
    }
  };

  const swap = (outId: number, inId: number) => {
    if (!request || !preview) return;
    const ids = preview.data.creators.map((c) => (c.influencer_id === outId ? inId : c.influencer_id));
    ask(request, ids);
  };

  const current = STEPS[step];
  // The creation refused the creators kept (one no longer matches): said on the creators step.
  const creatorsRefused =
    isApiError(createCall.error) && createCall.error.field === 'influencer_ids' ? createCall.error : null;
  const data = preview?.data ?? null;
  const short = data ? data.creators.length < data.package.creators : true;
  const locked = created !== null;

  return (
    <Container size="sm" py="lg" px="md">
      <FormProvider {...form}>
        <Stack gap="lg">
          <PageTitle fz={{ base: 26, sm: 32 }}>Create a campaign</PageTitle>
          <StepProgress step={step} />
          <Title
            order={2}
            fz="lg"
            ref={heading}
            tabIndex={-1}
            style={{ outline: 'none' }}
            data-testid="sme-step-heading"
          >
            {`Step ${step + 1} of ${STEPS.length}: ${current.title}`}
          </Title>
          {step === 0 && <BudgetStep packages={packages} />}
          {step === 1 && <DescribeStep firstDay={firstDay} />}
          {step === CREATORS_STEP && (
            <CreatorsStep
              preview={data}
              loading={previewCall.isPending}
              error={previewCall.error ?? creatorsRefused}
              onRetry={() => {
                createCall.reset();
                if (request) ask(request);
              }}
              onSwap={swap}
            />
          )}
          {step === PAY_STEP && request && data && (
            <PayStep
              smeId={smeId}
              campaignName={request.name}
              packageName={data.package.name}
              creators={data.creators.length}
              totalMinor={data.cost.total_minor}
              currency={data.cost.currency}
              created={created}
              onCreate={create}
              onDone={() => navigate(paths.sme.company.campaigns(smeId))}
            />
          )}
          {step === PAY_STEP && (
            <FormError error={createCall.error} fields={[...SME_CAMPAIGN_FIELDS, 'influencer_ids']} />
          )}
          {!locked && (
            <Group justify="space-between" gap="sm" wrap="nowrap">
              {step > 0 ? (
                <Button
                  variant="default"
                  size="md"
                  leftSection={<IconArrowLeft size={18} aria-hidden />}
                  onClick={back}
                  disabled={createCall.isPending}
                >
                  Back
                </Button>
              ) : (
                <span />
              )}
              {step < PAY_STEP && (
                <Button
                  size="md"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                  onClick={() => void next()}
                  disabled={step === CREATORS_STEP && (previewCall.isPending || short)}
                >
                  Next
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </FormProvider>
    </Container>
  );
}
