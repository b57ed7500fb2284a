// React.lazy keeps a rejected import forever, so a page chunk that failed to download once (a flaky
// network, a deployment in progress) could never render again, even after the host's Retry. A
// retryable lazy keeps its failure until someone retries on purpose: the error reaches the nearest
// error boundary as usual, and `retryFailedLazies()` (called by that boundary's Retry) makes every
// failed one fetch its chunk again on the next render. Swapping in a fresh import right away would
// not work: React re-renders after an error, and each re-render would start a new download forever.
import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

const failed = new Set<() => void>();

/** Lets every retryable lazy whose import failed try again on its next render. */
export function retryFailedLazies(): void {
  for (const reset of failed) reset();
  failed.clear();
}

// `any` as in React.lazy's own signature: the component's props are whatever the module says.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T {
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(() => (current = fresh()));
        throw error;
      }),
    );
  let current = fresh();
  function RetryableLazy(props: ComponentProps<T>) {
    const Current = current as ComponentType<ComponentProps<T>>;
    return <Current {...props} />;
  }
  return RetryableLazy as unknown as T;
}
