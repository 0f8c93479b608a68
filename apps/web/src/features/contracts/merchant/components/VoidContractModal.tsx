import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { voidContractRequestSchema, type Contract } from '@app/shared/contracts';
import { FormError } from '../../../../components/FormError';
import { toast } from '../../../../components/toast';
import { useServerFieldErrors } from '../../../../lib/form-errors';
import { useVoidContract } from '../../api/void-contract';

type Values = z.input<typeof voidContractRequestSchema>;
const FIELDS = ['reason'] as const;

/** Voids a pending or signed contract, with the reason the audit trail keeps. */
export function VoidContractModal({
  contract,
  opened,
  onClose,
}: {
  contract: Contract;
  opened: boolean;
  onClose: () => void;
}) {
  const voiding = useVoidContract(contract.id);
  const form = useForm<Values, unknown, z.output<typeof voidContractRequestSchema>>({
    resolver: zodResolver(voidContractRequestSchema),
    defaultValues: { reason: '' },
  });
  useServerFieldErrors(voiding.error, form.setError, FIELDS);
  const close = () => {
    if (voiding.isPending) return;
    voiding.reset();
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Void this contract?">
      <form
        noValidate
        onSubmit={form.handleSubmit(({ reason }) =>
          voiding.mutate(reason, {
            onSuccess: () => {
              toast({ type: 'success', message: 'The contract is void.' });
              voiding.reset();
              form.reset();
              onClose();
            },
          }),
        )}
      >
        <Stack gap="md">
          <Text size="sm">
            {contract.creator.name}&apos;s contract for {contract.campaign.name} will no longer bind anyone. This cannot
            be undone.
          </Text>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            maxLength={500}
            data-autofocus
            {...form.register('reason')}
            error={form.formState.errors.reason?.message}
          />
          <FormError error={voiding.error} fields={FIELDS} />
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={close} disabled={voiding.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={voiding.isPending}>
              Void contract
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
