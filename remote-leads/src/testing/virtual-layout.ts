// jsdom lays nothing out, so a virtualized list would see a 0px window and render no row. This gives
// the list's scroller (marked data-virtual-scroller) a height for the test's duration; the rows' own
// height is fixed in code, so nothing else needs measuring.
const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');

export function giveVirtualScrollersHeight(height = 800): void {
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('data-virtual-scroller') ? height : 0;
      },
    });
  });
  afterEach(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'clientHeight', original);
  });
}
