import { createPauseController, isSwipeDismiss, toastsBeyondLimit } from '../toast-rules';

describe('toast limit', () => {
  it('keeps the three newest visible toasts', () => {
    const toasts = ['5', '4', '3', '2', '1'].map((id) => ({ id, visible: true }));
    expect(toastsBeyondLimit(toasts)).toEqual(['2', '1']);
  });

  it('does not count toasts already leaving', () => {
    const toasts = [
      { id: '4', visible: true },
      { id: '3', visible: false },
      { id: '2', visible: true },
      { id: '1', visible: true },
    ];
    expect(toastsBeyondLimit(toasts)).toEqual([]);
  });
});

describe('pausing', () => {
  it('pauses once for any number of reasons and resumes when none is left', () => {
    const start = vi.fn();
    const end = vi.fn();
    const pause = createPauseController(start, end);
    pause.set('hover', true);
    pause.set('hidden', true);
    expect(start).toHaveBeenCalledTimes(1);
    pause.set('hover', false);
    expect(end).not.toHaveBeenCalled();
    expect(pause.paused).toBe(true);
    pause.set('hidden', false);
    expect(end).toHaveBeenCalledTimes(1);
    expect(pause.paused).toBe(false);
  });
});

describe('swipe to dismiss', () => {
  it('dismisses at 45 px, or faster than 0.11 px/ms', () => {
    expect(isSwipeDismiss(45, 2000)).toBe(true);
    expect(isSwipeDismiss(44, 2000)).toBe(false);
    expect(isSwipeDismiss(20, 100)).toBe(true);
    expect(isSwipeDismiss(11, 100)).toBe(false);
    expect(isSwipeDismiss(-80, 50)).toBe(false);
  });
});
