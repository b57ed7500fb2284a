import { fireEvent, render, screen } from '@testing-library/react';
import { OverrideBanner } from '../override-banner';

const PREVIEW = 'http://localhost:3002/mf-manifest.json';

it('lists the active overrides, links to the remote versions page and clears them', () => {
  let cleared = 0;
  render(<OverrideBanner active={{ leads: PREVIEW }} rejected={[]} onClear={() => (cleared += 1)} />);
  const banner = screen.getByRole('region', { name: 'Remote overrides' });
  expect(banner.textContent).toContain(`leads → ${PREVIEW}`);
  expect(screen.getByRole('link', { name: 'Remote versions' }).getAttribute('href')).toBe('/staging');
  fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
  expect(cleared).toBe(1);
});

it('shows nothing without overrides or ignored parameters', () => {
  const { container } = render(<OverrideBanner active={{}} rejected={[]} onClear={() => undefined} />);
  expect(container.textContent).toBe('');
});
