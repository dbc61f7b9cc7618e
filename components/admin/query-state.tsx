import { FormError } from '@/components/ui/form-error';
import { errorMessage } from '@/lib/client/api-fetch';

/** What a back-office panel shows while its data loads or when it could not be loaded. */
export function QueryState({ isPending, error }: { isPending: boolean; error: unknown }) {
  if (error) return <FormError message={errorMessage(error, 'Could not load this. Please reload the page.')} />;
  if (isPending)
    return (
      <p role="status" className="text-sm text-slate-500">
        Loading…
      </p>
    );
  return null;
}
