// A query that failed: what could not be loaded, the server's reason, and a Try again that refetches.
import { Button } from './button';
import { cx } from './class-names';
import { FormError } from './form';

export interface LoadErrorProps {
  /** The sentence, e.g. "We could not load your projects." */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** Shows the button's loading state while the query fetches again. */
  retrying?: boolean;
  size?: 'sm' | 'md';
}

export function LoadError({ what, error, onRetry, retrying = false, size = 'md' }: LoadErrorProps) {
  const reason = error instanceof Error ? error.message : '';
  return (
    <div className={cx('sb-stack', size === 'sm' && 'sb-stack--sm')}>
      <FormError>
        {what} {reason}
      </FormError>
      <div>
        <Button variant="secondary" size={size} loading={retrying} onClick={onRetry}>
          Try again
        </Button>
      </div>
    </div>
  );
}
