import { ErrorState } from '../../../components/ErrorState';
import { PageLoader } from '../../../components/PageLoader';

/** A page's main query while it has no data: a loader, or the server's message with a retry. */
export function QueryState({
  query,
  what,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  what: string;
}) {
  if (query.isError)
    return <ErrorState title={`We could not load ${what}`} error={query.error} onRetry={() => void query.refetch()} />;
  return <PageLoader label={`Loading ${what}`} minHeight={200} />;
}
