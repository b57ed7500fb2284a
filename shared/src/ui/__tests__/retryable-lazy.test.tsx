import { Component, Suspense, useState, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { retryableLazy, retryFailedLazies } from '../retryable-lazy';

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <button
        onClick={() => {
          retryFailedLazies();
          this.setState({ error: null });
          this.props.onRetry();
        }}
      >
        Retry after {this.state.error.message}
      </button>
    );
  }
}

function Harness({ Page }: { Page: React.ComponentType }) {
  const [, setAttempt] = useState(0);
  return (
    <Boundary onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </Boundary>
  );
}

/** A chunk loader that fails while the network is down, as a dropped download would. */
function flakyLoader() {
  let calls = 0;
  let online = false;
  const load = async () => {
    calls += 1;
    if (!online) throw new Error('chunk 42 failed');
    return { default: () => <h1>Lead list</h1> };
  };
  return { load, calls: () => calls, reconnect: () => (online = true) };
}

describe('retryableLazy', () => {
  it('fetches a failed page again when its error boundary retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
    const loader = flakyLoader();
    render(<Harness Page={retryableLazy(loader.load)} />);
    const retry = await screen.findByRole('button', { name: 'Retry after chunk 42 failed' });
    const failedCalls = loader.calls();
    loader.reconnect();
    await act(() => userEvent.click(retry));
    expect(await screen.findByRole('heading', { name: 'Lead list' })).toBeTruthy();
    expect(loader.calls()).toBe(failedCalls + 1);
  });

  it('is needed: React.lazy alone keeps the failure after a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = flakyLoader();
    render(<Harness Page={lazy(loader.load)} />);
    const retry = await screen.findByRole('button', { name: 'Retry after chunk 42 failed' });
    loader.reconnect();
    await act(() => userEvent.click(retry));
    await screen.findByRole('button', { name: 'Retry after chunk 42 failed' });
    expect(screen.queryByRole('heading', { name: 'Lead list' })).toBeNull();
    expect(loader.calls()).toBe(1);
  });

  it('does not download again by itself while the failure stands', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = flakyLoader();
    render(<Harness Page={retryableLazy(loader.load)} />);
    await screen.findByRole('button', { name: 'Retry after chunk 42 failed' });
    const calls = loader.calls();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loader.calls()).toBe(calls);
    expect(calls).toBeLessThanOrEqual(2); // React may render once more after the error, never more
  });

  it('loads once when nothing fails', async () => {
    let calls = 0;
    const Page = retryableLazy(async () => {
      calls += 1;
      return { default: ({ name }: { name: string }) => <h1>Hello {name}</h1> };
    });
    const { rerender } = render(
      <Suspense fallback={null}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello Ada' })).toBeTruthy();
    rerender(
      <Suspense fallback={null}>
        <Page name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Hello Grace' })).toBeTruthy();
    expect(calls).toBe(1);
  });
});
