// A row's signal chips at a width where not all of them fit: whole chips, then "+N" naming the rest.
import { render, screen, within } from '@testing-library/react';
import { chipsThatFit, SignalChips } from '../signal-chips';

describe('chipsThatFit', () => {
  it('keeps every chip when they all fit, or when nothing is laid out yet', () => {
    expect(chipsThatFit([80, 80, 80], 300, 30, 4)).toBe(3);
    expect(chipsThatFit([80, 80, 80], 0, 0, 0)).toBe(3);
  });

  it('keeps the whole chips that fit beside the room for "+N"', () => {
    // 30 for "+N", then 4 + 80 twice = 198 of 200; a third chip would need 282.
    expect(chipsThatFit([80, 80, 80, 80], 200, 30, 4)).toBe(2);
    // A first chip wider than the room: only "+N".
    expect(chipsThatFit([400, 20], 200, 30, 4)).toBe(0);
  });
});

describe('SignalChips', () => {
  const widths = { chip: 80, more: 30, list: 200 } as const;
  const offsetWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth');
  const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth');

  beforeEach(() => {
    // jsdom lays nothing out: each chip 80px, "+N" 30px, the list 200px (a row at 1440 is wider, with
    // longer names; the arithmetic is the same).
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        if (this.hasAttribute('data-signal-chip')) return widths.chip;
        if (this.hasAttribute('data-signal-more')) return widths.more;
        return 0;
      },
    });
    Object.defineProperty(Element.prototype, 'clientWidth', {
      configurable: true,
      get(this: Element) {
        return this.classList.contains('sb-leads__signals') ? widths.list : 0;
      },
    });
  });
  afterEach(() => {
    if (offsetWidth) Object.defineProperty(HTMLElement.prototype, 'offsetWidth', offsetWidth);
    if (clientWidth) Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
  });

  const visibleChips = () =>
    within(screen.getByRole('list', { name: 'Matched signals' }))
      .getAllByRole('listitem')
      .map((chip) => chip.textContent);

  it('shows the chips that fit whole, then "+N" whose name and title list the rest', () => {
    render(<SignalChips names={['Looking for a CRM', 'Pricing', 'Switching tools', 'Agency']} />);
    expect(visibleChips()).toEqual(['Looking for a CRM', 'Pricing', '+2']);
    const more = screen.getByRole('listitem', { name: '2 more signals: Switching tools, Agency' });
    expect(more).toHaveAttribute('title', 'Also matched: Switching tools, Agency');
    expect(more).toHaveTextContent('+2');
    // The chips left out are out of the accessibility tree (and out of sight), never cut.
    expect(screen.getByText('Agency')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Agency')).toHaveClass('sb-leads__signal--out');
  });

  it('shows every chip and no "+N" when they fit', () => {
    render(<SignalChips names={['Pricing', 'Agency']} />);
    expect(visibleChips()).toEqual(['Pricing', 'Agency']);
    expect(screen.queryByRole('listitem', { name: /more signal/ })).not.toBeInTheDocument();
  });

  it('names a single left-out signal in the singular', () => {
    render(<SignalChips names={['Pricing', 'Agency', 'Switching']} />);
    expect(visibleChips()).toEqual(['Pricing', 'Agency', '+1']);
    expect(screen.getByRole('listitem', { name: '1 more signal: Switching' })).toBeVisible();
  });
});
