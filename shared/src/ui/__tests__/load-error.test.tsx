import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError } from '../load-error';

describe('LoadError', () => {
  it("says what failed with the server's reason, and retries on request", async () => {
    const onRetry = vi.fn();
    render(
      <LoadError
        what="We could not load your projects."
        error={new Error('The server is down.')}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load your projects. The server is down.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('keeps the sentence alone when the error carries no message, and shows progress while retrying', () => {
    render(
      <LoadError what="The members could not be loaded." error={null} onRetry={() => undefined} retrying />,
    );
    expect(screen.getByRole('alert').textContent?.trim()).toBe('The members could not be loaded.');
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveProperty('disabled', true);
  });
});
