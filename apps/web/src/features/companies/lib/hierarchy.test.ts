import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '@app/shared/companies';
import { buildHierarchy, countBelow, findNode, flatten } from './hierarchy';

function company(
  id: string,
  name: string,
  company_role: CompanySummary['company_role'],
  parent_id: string | null = null,
): CompanySummary {
  return { id, name, company_role, parent_id, is_sme: false, logo: null, role: 'OWNER', inherited: parent_id !== null };
}

const list = [
  company('b2', 'Zebra Brand', 'BRAND', 'c1'),
  company('a1', 'Acme Agency', 'AGENCY'),
  company('c1', 'Client One', 'ACCOUNT', 'a1'),
  company('b1', 'Alpha Brand', 'BRAND', 'c1'),
  company('b3', 'Direct Brand', 'BRAND', 'a1'),
  company('s1', 'Solo Brand', 'BRAND'),
  // Its parent is not reachable: it stands alone.
  company('o1', 'Orphan Co', 'ACCOUNT', 'unknown'),
];

describe('buildHierarchy', () => {
  it('nests agency > clients > brands, agencies first, then by name', () => {
    const roots = buildHierarchy(list);
    expect(roots.map((r) => r.company.id)).toEqual(['a1', 'o1', 's1']);
    const agency = roots[0];
    expect(agency.children.map((c) => c.company.id)).toEqual(['c1', 'b3']);
    expect(agency.children[0].children.map((c) => c.company.name)).toEqual(['Alpha Brand', 'Zebra Brand']);
  });

  it('counts what sits below and flattens in display order with depth', () => {
    const roots = buildHierarchy(list);
    expect(countBelow(roots[0])).toEqual({ AGENCY: 0, ACCOUNT: 1, BRAND: 3 });
    expect(flatten(roots).map(({ company: c, depth }) => `${depth}:${c.id}`)).toEqual([
      '0:a1',
      '1:c1',
      '2:b1',
      '2:b2',
      '1:b3',
      '0:o1',
      '0:s1',
    ]);
    expect(findNode(roots, 'b2')?.company.name).toBe('Zebra Brand');
    expect(findNode(roots, 'nope')).toBeNull();
  });

  it('survives duplicates, self-parents and cycles', () => {
    const weird = [
      company('x', 'X', 'ACCOUNT', 'y'),
      company('y', 'Y', 'ACCOUNT', 'x'),
      company('z', 'Z', 'BRAND', 'z'),
      company('z', 'Z again', 'BRAND'),
    ];
    const roots = buildHierarchy(weird);
    expect(
      flatten(roots)
        .map((f) => f.company.id)
        .sort(),
    ).toEqual(['x', 'y', 'z']);
  });

  it('gives an empty tree for no companies', () => {
    expect(buildHierarchy([])).toEqual([]);
  });
});
