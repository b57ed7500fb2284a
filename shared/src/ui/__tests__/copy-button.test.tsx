// The Copy button: copies and says so (for screen readers too), goes back to "Copy", says how to copy by
// hand where the clipboard is blocked, and is off with nothing to copy.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton } from '../copy-button';

describe('CopyButton', () => {
  it('copies the value, says so, and offers Copy again after a moment', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="whsec_1" label="Copy the signing secret" />);
    await user.click(screen.getByRole('button', { name: 'Copy the signing secret' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_1');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    // Its name holds the word it shows (speech input: "click Copied"); the label comes back with "Copy".
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Copied to the clipboard.');
    await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
    expect(screen.getByRole('button', { name: 'Copy the signing secret' }).textContent).toBe('Copy');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says how to copy by hand where the clipboard is blocked', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="Hello." what="the draft" />);
    // After userEvent.setup(), which installs its own clipboard: the browser refuses this one.
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const status = await screen.findByText('Copying is blocked here: select the draft and copy it yourself.');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.className).not.toContain('sb-visually-hidden');
    expect(screen.getByRole('button').textContent).toBe('Copy');
  });

  it('is off while there is nothing to copy', () => {
    render(<CopyButton value="  " />);
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveProperty('disabled', true);
  });
});
