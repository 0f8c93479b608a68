import type { ContractStatus } from '@app/shared/contracts';

/** Query keys of contract templates and contracts: everything under one root. */
export const CONTRACTS_ROOT = 'contracts';

export const contractKeys = {
  all: [CONTRACTS_ROOT] as const,
  templates: (companyId: string) => [CONTRACTS_ROOT, 'templates', companyId] as const,
  templateFile: (templateId: string, updatedAt: string) =>
    [CONTRACTS_ROOT, 'template-file', templateId, updatedAt] as const,
  list: (companyId: string, status: ContractStatus | null) =>
    [CONTRACTS_ROOT, 'list', companyId, status ?? 'all'] as const,
  lists: (companyId: string) => [CONTRACTS_ROOT, 'list', companyId] as const,
  detail: (contractId: string) => [CONTRACTS_ROOT, 'detail', contractId] as const,
  contractFile: (contractId: string) => [CONTRACTS_ROOT, 'contract-file', contractId] as const,
};
