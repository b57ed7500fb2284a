import { ALERT_DURATION, ALERT_REMOVE_DELAY } from '../constants';
import { useAlertStore } from '../alert-store';

const store = () => useAlertStore.getState();

afterEach(() => {
  store().remove();
  vi.useRealTimers();
});

describe('in-app alert store', () => {
  it('adds first with defaults and keeps only one', () => {
    store().add({ id: 'a', title: 'First' });
    store().add({ id: 'b', title: 'Second', status: 'success' });
    expect(store().alerts).toHaveLength(1);
    expect(store().alerts[0]).toMatchObject({
      id: 'b',
      open: true,
      status: 'success',
      variant: 'filled',
      disableClose: false,
      duration: ALERT_DURATION,
    });
  });

  it('ignores an add whose id is present', () => {
    store().add({ id: 'a', title: 'First' });
    store().add({ id: 'a', title: 'Again' });
    expect(store().alerts.map((a) => a.title)).toEqual(['First']);
  });

  it('shows any unknown status as error', () => {
    store().add({ id: 'a', status: 'catastrophe' });
    expect(store().alerts[0]?.status).toBe('error');
  });

  it('merges an update into the matching id only', () => {
    store().add({ id: 'a', title: 'Saving', description: 'Please wait' });
    store().update('a', { title: 'Saved', status: 'success' });
    store().update('zzz', { title: 'nobody' });
    expect(store().alerts[0]).toMatchObject({
      title: 'Saved',
      description: 'Please wait',
      status: 'success',
    });
  });

  it('dismiss closes, and removal follows after the delay', () => {
    vi.useFakeTimers();
    store().add({ id: 'a' });
    store().dismiss('a');
    expect(store().alerts[0]?.open).toBe(false);
    vi.advanceTimersByTime(ALERT_REMOVE_DELAY - 1);
    expect(store().alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store().alerts).toHaveLength(0);
  });

  it('dismiss without an id closes all; remove without an id deletes all', () => {
    store().add({ id: 'a' });
    store().dismiss();
    expect(store().alerts.every((a) => !a.open)).toBe(true);
    store().remove();
    expect(store().alerts).toEqual([]);
  });

  it('generates ids when none is given', () => {
    const first = store().add({ title: 'x' });
    store().remove();
    const second = store().add({ title: 'y' });
    expect(first).not.toBe(second);
    expect(store().alerts[0]?.id).toBe(second);
  });
});
