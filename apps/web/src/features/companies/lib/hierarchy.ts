/**
 * The companies a merchant reaches, as the tree they sit in: agency > client companies > brands.
 * A company whose parent the merchant cannot reach is a root of its own.
 */
import type { COMPANY_ROLES } from '@app/shared/auth';
import type { CompanySummary } from '@app/shared/companies';

type CompanyRole = (typeof COMPANY_ROLES)[number];

export interface CompanyNode<T extends HierarchyItem = CompanySummary> {
  company: T;
  children: CompanyNode<T>[];
}

export interface HierarchyItem {
  id: string;
  name: string;
  company_role: CompanyRole;
  parent_id: string | null;
}

const ROLE_ORDER: Record<CompanyRole, number> = { AGENCY: 0, ACCOUNT: 1, BRAND: 2 };

function compare(a: HierarchyItem, b: HierarchyItem): number {
  return (
    ROLE_ORDER[a.company_role] - ROLE_ORDER[b.company_role] ||
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })
  );
}

/** Roots and their children, each level ordered agencies, companies, brands, then by name. */
export function buildHierarchy<T extends HierarchyItem>(companies: readonly T[]): CompanyNode<T>[] {
  const byId = new Map<string, CompanyNode<T>>();
  for (const company of companies) if (!byId.has(company.id)) byId.set(company.id, { company, children: [] });
  const roots: CompanyNode<T>[] = [];
  for (const node of byId.values()) {
    const parentId = node.company.parent_id;
    const parent = parentId && parentId !== node.company.id ? byId.get(parentId) : undefined;
    if (parent && !isAncestor(node, parent, byId)) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (nodes: CompanyNode<T>[]) => {
    nodes.sort((a, b) => compare(a.company, b.company));
    for (const node of nodes) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** Guards against a cycle in malformed data: is `node` above `candidate` already? */
function isAncestor<T extends HierarchyItem>(
  node: CompanyNode<T>,
  candidate: CompanyNode<T>,
  byId: Map<string, CompanyNode<T>>,
): boolean {
  let current: CompanyNode<T> | undefined = candidate;
  for (let depth = 0; current && depth < 10; depth += 1) {
    if (current === node) return true;
    current = current.company.parent_id ? byId.get(current.company.parent_id) : undefined;
  }
  return false;
}

/** Every node below `node` (not itself). */
export function descendants<T extends HierarchyItem>(node: CompanyNode<T>): T[] {
  return node.children.flatMap((child) => [child.company, ...descendants(child)]);
}

/** How many companies of each kind sit below `node`. */
export function countBelow<T extends HierarchyItem>(node: CompanyNode<T>): Record<CompanyRole, number> {
  const counts: Record<CompanyRole, number> = { AGENCY: 0, ACCOUNT: 0, BRAND: 0 };
  for (const company of descendants(node)) counts[company.company_role] += 1;
  return counts;
}

/** The tree in display order with each node's depth, for flat lists and tables. */
export function flatten<T extends HierarchyItem>(
  nodes: readonly CompanyNode<T>[],
  depth = 0,
): { company: T; depth: number; node: CompanyNode<T> }[] {
  return nodes.flatMap((node) => [{ company: node.company, depth, node }, ...flatten(node.children, depth + 1)]);
}

/** Finds the node of a company anywhere in the tree. */
export function findNode<T extends HierarchyItem>(nodes: readonly CompanyNode<T>[], id: string): CompanyNode<T> | null {
  for (const node of nodes) {
    if (node.company.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return null;
}
