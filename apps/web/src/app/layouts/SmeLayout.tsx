import { AppLayout } from './AppLayout';

/** The SME area's frame: the shared layout with the SME session and links. */
export function SmeLayout() {
  return <AppLayout area="sme" />;
}
