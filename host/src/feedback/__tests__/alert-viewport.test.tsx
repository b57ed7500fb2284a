import { ALERT_DURATION, showAlert, useAlertStore } from '@signalboard/shared/feedback';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AlertViewport } from '../alert-viewport';

const current = () => useAlertStore.getState().alerts[0];

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => useAlertStore.getState().remove());
  vi.useRealTimers();
});

function renderWithAlert(extra: Parameters<typeof showAlert>[0] = {}) {
  render(<AlertViewport />);
  act(() => {
    showAlert({
      id: 'a1',
      title: 'Slack connected',
      description: 'Alerts go to #leads.',
      status: 'success',
      ...extra,
    });
  });
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('AlertViewport', () => {
  it('shows the alert and closes it after its duration', () => {
    renderWithAlert();
    expect(screen.getByText('Slack connected')).toBeTruthy();
    act(() => vi.advanceTimersByTime(ALERT_DURATION - 1));
    expect(current()?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(current()?.open).toBe(false);
  });

  it('announces politely, then clears the announcement after 1 s', () => {
    renderWithAlert();
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    expect(live.textContent).toBe('Slack connected. Alerts go to #leads.');
    act(() => vi.advanceTimersByTime(1000));
    expect(live.textContent).toBe('');
  });

  it('pauses while the pointer is inside and resumes with the time left', () => {
    const region = renderWithAlert();
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()?.open).toBe(true);
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(999));
    expect(current()?.open).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(current()?.open).toBe(false);
  });

  it('F8 focuses the viewport, which pauses it; Escape closes', () => {
    const region = renderWithAlert();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(region);
    act(() => vi.advanceTimersByTime(ALERT_DURATION * 3));
    expect(current()?.open).toBe(true);
    fireEvent.keyDown(region, { key: 'Escape' });
    expect(current()?.open).toBe(false);
  });

  it('closes on a 50 px swipe to the right, not on a shorter one', () => {
    renderWithAlert();
    const alert = screen.getByText('Slack connected').closest('.sb-alert') as HTMLElement;
    fireEvent.pointerDown(alert, { pointerId: 1, clientX: 100, button: 0 });
    fireEvent.pointerUp(alert, { pointerId: 1, clientX: 149 });
    expect(current()?.open).toBe(true);
    fireEvent.pointerDown(alert, { pointerId: 2, clientX: 100, button: 0 });
    fireEvent.pointerUp(alert, { pointerId: 2, clientX: 150 });
    expect(current()?.open).toBe(false);
  });

  it('hides the close button when disabled and an action without alternative text', () => {
    renderWithAlert({
      disableClose: true,
      action: { label: 'Undo', altText: ' ', onClick: () => undefined },
    });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('runs an action that has alternative text, and closes', () => {
    const onClick = vi.fn();
    renderWithAlert({ action: { label: 'Undo', altText: 'Undo the status change', onClick } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(current()?.open).toBe(false);
  });

  it('falls back to a non-empty region label', () => {
    render(<AlertViewport label="  " />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});
