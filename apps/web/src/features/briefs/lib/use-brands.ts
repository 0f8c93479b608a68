import { useMemo } from 'react';
import { useCompanies } from '../../companies/api/companies';
import { useCompanyContext } from '../../companies/lib/company-context';
import { brandsOf } from './brands';

/** The current company page and the brands its briefs belong to (the list deepens them once loaded). */
export function useCompanyBrands() {
  const { company } = useCompanyContext();
  const companies = useCompanies().data;
  const brands = useMemo(() => brandsOf(company, companies), [company, companies]);
  return { company, brands };
}
