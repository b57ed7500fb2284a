import { isSwipeDismiss, nextPauseReasons, toastsBeyondLimit } from '../toast-rules';

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
  it('stays paused while any reason holds', () => {
    let reasons = nextPauseReasons(new Set(), 'hover', true);
    reasons = nextPauseReasons(reasons, 'hidden', true);
    expect(reasons.size).toBe(2);
    reasons = nextPauseReasons(reasons, 'hover', false);
    expect([...reasons]).toEqual(['hidden']);
    reasons = nextPauseReasons(reasons, 'hidden', false);
    expect(reasons.size).toBe(0);
  });

  it('keeps the same set when nothing changes (no needless re-render)', () => {
    const reasons = nextPauseReasons(new Set(), 'focus', true);
    expect(nextPauseReasons(reasons, 'focus', true)).toBe(reasons);
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
