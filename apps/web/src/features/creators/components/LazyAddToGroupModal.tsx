import { lazy, Suspense } from 'react';
import { useLoadedOnce } from '../../../lib/use-loaded-once';
import type { AddToGroupModalProps } from './AddToGroupModal';

const AddToGroupModal = lazy(() => import('./AddToGroupModal').then((m) => ({ default: m.AddToGroupModal })));

/**
 * The add-to-group dialog, mounted when it first opens (issue 22): until then the page neither loads its form nor
 * asks for the companies and groups it offers, and its first render does not draw a closed dialog.
 */
export function LazyAddToGroupModal(props: AddToGroupModalProps) {
  const loaded = useLoadedOnce(props.opened);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AddToGroupModal {...props} />
    </Suspense>
  );
}
