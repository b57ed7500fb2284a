import { notify } from '../notify';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from '../toaster';

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => notify.remove());
  act(() => setVisibility('visible'));
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows toasts with their status and closes them after 4 s', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Project created');
    });
    const toast = screen.getByText('Project created').closest('li');
    expect(toast?.className).toContain('sb-toast--success');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByText('Project created').closest('li')?.className).toContain('sb-toast--enter');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Project created').closest('li')?.className).toContain('sb-toast--leave');
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Project created')).toBeNull();
  });

  it('keeps at most three visible', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.information(`Toast ${n}`);
    });
    expect(screen.getByText('Toast 1').closest('li')?.className).toContain('sb-toast--leave');
    for (const n of [2, 3, 4])
      expect(screen.getByText(`Toast ${n}`).closest('li')?.className).toContain('--enter');
  });

  it('pauses while the tab is hidden and resumes with the time left', () => {
    render(<Toaster />);
    act(() => {
      notify.warning('Careful');
    });
    act(() => vi.advanceTimersByTime(3000));
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Careful').closest('li')?.className).toContain('--enter');
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Careful').closest('li')?.className).toContain('--enter');
    act(() => vi.advanceTimersByTime(2));
    expect(screen.getByText('Careful').closest('li')?.className).toContain('--leave');
  });

  it('pauses on hover', () => {
    render(<Toaster />);
    act(() => {
      notify.error('Invalid project id');
    });
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Notifications (Alt+T)' }));
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByText('Invalid project id').closest('li')?.className).toContain('--enter');
  });

  it('Alt+T focuses the toast region; the close button dismisses', () => {
    render(<Toaster />);
    act(() => {
      notify.feature('New: smart columns');
    });
    fireEvent.keyDown(document, { key: 't', code: 'KeyT', altKey: true });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (Alt+T)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('New: smart columns').closest('li')?.className).toContain('--leave');
  });
});
