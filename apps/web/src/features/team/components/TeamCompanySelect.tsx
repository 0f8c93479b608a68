import { Select } from '@mantine/core';
import type { CompanySummary } from '@app/shared/companies';

const GROUPS = [
  { role: 'AGENCY', label: 'Agencies' },
  { role: 'ACCOUNT', label: 'Companies' },
  { role: 'BRAND', label: 'Brands' },
] as const;

/** The companies whose team the merchant may see, grouped by kind. */
export function TeamCompanySelect({
  companies,
  value,
  onChange,
}: {
  companies: CompanySummary[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const data = GROUPS.map(({ role, label }) => ({
    group: label,
    items: companies.filter((c) => c.company_role === role).map((c) => ({ value: c.id, label: c.name })),
  })).filter((group) => group.items.length > 0);
  return (
    <Select
      label="Company"
      description="The team you are managing"
      data={data}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      searchable={companies.length > 8}
      maw={420}
      data-testid="team-company-select"
    />
  );
}
