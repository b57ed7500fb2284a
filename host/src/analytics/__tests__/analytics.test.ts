import { analyticsId, pageLoaded } from '../analytics';

describe('analyticsId', () => {
  it('turns numeric ids into strings', () => {
    expect(analyticsId(42)).toBe('42');
    expect(analyticsId(' 7f3c ')).toBe('7f3c');
  });

  it('refuses the ids PostHog rejects, and empty ones', () => {
    for (const id of ['distinct_id', 'distinctid', 'DistinctId', '', '  ', null, undefined]) {
      expect(analyticsId(id)).toBeNull();
    }
  });
});

describe('pageLoaded', () => {
  /** A document stand-in whose load event the test fires. */
  function documentIn(readyState: DocumentReadyState) {
    const view = new EventTarget();
    return { doc: { readyState, defaultView: view } as unknown as Document, view };
  }

  it('resolves at once when the page has finished loading', async () => {
    const { doc } = documentIn('complete');
    await expect(pageLoaded(doc)).resolves.toBeUndefined();
  });

  it('waits for the load event while the page is still loading', async () => {
    const { doc, view } = documentIn('interactive');
    let done = false;
    const waiting = pageLoaded(doc).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    view.dispatchEvent(new Event('load'));
    await waiting;
    expect(done).toBe(true);
  });
});
