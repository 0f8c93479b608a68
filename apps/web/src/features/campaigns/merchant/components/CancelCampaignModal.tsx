import { Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Campaign } from '@app/shared/campaigns';
import { FormError } from '../../../../components/FormError';
import { toast } from '../../../../components/toast';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { useCancelCampaign } from '../../api/cancel-campaign';
import { CANCEL_REASON_MAX, cancelCampaignFormSchema, type CancelCampaignValues } from '../lib/cancel-form';

const FIELDS = ['reason'] as const;

interface CancelCampaignModalProps {
  campaign: Pick<Campaign, 'id' | 'name'>;
  opened: boolean;
  onClose: () => void;
}

/**
 * Cancels an upcoming or ongoing campaign after asking why (the reason is required). A refusal (409
 * once the campaign has completed or was cancelled meanwhile) shows the server's message here.
 */
export function CancelCampaignModal({ campaign, opened, onClose }: CancelCampaignModalProps) {
  const cancelling = useCancelCampaign(campaign.id);
  const form = useForm<CancelCampaignValues, unknown, z.output<typeof cancelCampaignFormSchema>>({
    resolver: zodResolver(cancelCampaignFormSchema),
    defaultValues: { reason: '' },
  });
  useServerFieldErrors(cancelling.error, form.setError, FIELDS);

  const close = () => {
    if (cancelling.isPending) return;
    cancelling.reset();
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Cancel this campaign?" data-testid="cancel-campaign-modal">
      <form
        noValidate
        onSubmit={form.handleSubmit(({ reason }) =>
          cancelling.mutate(reason, {
            onSuccess: () => {
              toast({ type: 'success', message: `“${campaign.name}” is cancelled.` });
              cancelling.reset();
              form.reset();
              onClose();
            },
          }),
        )}
      >
        <Stack gap="md">
          <Text size="sm">“{campaign.name}” will stop for everyone. This cannot be undone:</Text>
          <List size="sm" spacing={2}>
            <List.Item>its creators&apos; pending and signed contracts become void;</List.Item>
            <List.Item>it moves to the Completed list as Cancelled.</List.Item>
          </List>
          <Textarea
            label="Reason"
            description="Kept with the campaign and its voided contracts."
            required
            autosize
            minRows={2}
            maxLength={CANCEL_REASON_MAX}
            data-autofocus
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <FormError error={cancelling.error} fields={FIELDS} />
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={close} disabled={cancelling.isPending}>
              Keep the campaign
            </Button>
            <Button type="submit" color="red" loading={cancelling.isPending}>
              Cancel campaign
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
