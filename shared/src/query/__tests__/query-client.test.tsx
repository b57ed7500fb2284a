import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../session/index';
import {
  clearSessionData,
  createQueryClient,
  queryClient,
  retryDelay,
  shouldRetry,
  throttledFocusListener,
  useSlowLoading,
} from '../index';

function setEffectiveType(effectiveType: string | undefined): void {
  Object.defineProperty(navigator, 'connection', { value: { effectiveType }, configurable: true });
}

afterEach(() => {
  setEffectiveType(undefined);
  vi.useRealTimers();
});

describe('query defaults', () => {
  it('use the spec numbers', () => {
    const { queries } = queryClient.getDefaultOptions();
    expect(queries?.staleTime).toBe(2000);
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(queries?.refetchOnReconnect).toBe(true);
    expect(queryClient.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it('wait 5 s before a retry, 10 s on a slow connection', () => {
    setEffectiveType('4g');
    expect(retryDelay()).toBe(5000);
    for (const slow of ['3g', '2g', 'slow-2g']) {
      setEffectiveType(slow);
      expect(retryDelay()).toBe(10000);
    }
  });

  it('never retry a 4xx, retry 5xx and network failures up to 3 times', () => {
    expect(shouldRetry(0, new ApiError(404, null, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(422, null, 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, null, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, null, 'x'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, null, 'x'))).toBe(false);
  });

  it('a query failing with 404 is asked once', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new ApiError(404, null, 'gone');
    });
    const { result } = renderHook(() => useQuery({ queryKey: ['x'], queryFn }), {
      wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('clearing session data', () => {
  it('empties the cache without refetching, also on sign-out', async () => {
    const queryFn = vi.fn(async () => 'data');
    function Reader() {
      const { data } = useQuery({ queryKey: ['me'], queryFn });
      return <p>{data ?? 'empty'}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Reader />
      </QueryClientProvider>,
    );
    await screen.findByText('data');
    expect(queryFn).toHaveBeenCalledTimes(1);

    act(() => clearSessionData());
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).toHaveBeenCalledTimes(1);

    queryClient.setQueryData(['other'], 1);
    act(() => useSession.getState().signOut());
    expect(queryClient.getQueryData(['other'])).toBeUndefined();
  });
});

describe('focus refetch throttle', () => {
  it('passes at most one focus per 5 s', () => {
    let now = 0;
    const notify = vi.fn();
    const listener = throttledFocusListener(notify, 5000, () => now);
    listener();
    now = 4999;
    listener();
    expect(notify).toHaveBeenCalledTimes(1);
    now = 5000;
    listener();
    expect(notify).toHaveBeenCalledTimes(2);
  });
});

describe('useSlowLoading', () => {
  it('turns true after 3 s of loading, and false when loading ends', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useSlowLoading(loading), {
      initialProps: { loading: true },
    });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('waits 5 s on a slow connection', () => {
    vi.useFakeTimers();
    setEffectiveType('2g');
    const { result } = renderHook(() => useSlowLoading(true));
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });
});
