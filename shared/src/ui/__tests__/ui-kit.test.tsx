import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Button,
  ComingSoon,
  FormError,
  PasswordField,
  Spinner,
  TextField,
  Tooltip,
  tooltipOpenDelay,
} from '../index';

afterEach(() => vi.useRealTimers());

describe('Button', () => {
  it('is disabled and busy with a spinner while loading', () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole('button', { name: /save/i });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Working');
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('labels the input and links its error and hint', () => {
    render(<TextField label="E-mail" hint="We never share it." error="Enter a valid e-mail" required />);
    const input = screen.getByLabelText(/e-mail/i);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Enter a valid e-mail', 'We never share it.']);
  });

  it('is valid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name').hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('PasswordField', () => {
  it('shows and hides the password', async () => {
    render(<PasswordField label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });
});

describe('FormError and Spinner', () => {
  it('the form error is an alert region', () => {
    render(<FormError>Incorrect e-mail or password.</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('Incorrect e-mail or password.');
  });

  it('the spinner has an accessible label', () => {
    render(<Spinner label="Loading projects" />);
    expect(screen.getByRole('status').textContent).toBe('Loading projects');
  });
});

describe('ComingSoon', () => {
  it('titles the screen and says what will be there', () => {
    render(<ComingSoon title="Team" description="Members and invitations will be managed here." />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Team');
    expect(screen.getByText('Coming soon')).toBeTruthy();
    expect(screen.getByText('Members and invitations will be managed here.')).toBeTruthy();
  });

  it('draws its message on a card, unless the layout already is one', () => {
    const { container, rerender } = render(<ComingSoon title="Team" description="Soon." />);
    expect(container.querySelectorAll('.sb-card')).toHaveLength(1);
    rerender(<ComingSoon title="Team" description="Soon." card={false} />);
    expect(container.querySelector('.sb-card')).toBeNull();
    expect(screen.getByText('Soon.')).toBeTruthy();
  });
});

describe('Tooltip', () => {
  it('opens after 700 ms, then at once within the 300 ms skip window', () => {
    vi.useFakeTimers();
    render(
      <>
        <Tooltip content="Star lead">
          <button type="button">A</button>
        </Tooltip>
        <Tooltip content="Mark read">
          <button type="button">B</button>
        </Tooltip>
      </>,
    );
    const a = screen.getByRole('button', { name: 'A' });
    fireEvent.pointerEnter(a);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Star lead');
    expect(a.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);

    fireEvent.pointerLeave(a);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByRole('tooltip').textContent).toBe('Mark read');
  });

  it('computes the delay from the last close', () => {
    expect(tooltipOpenDelay(10_000, 9_800)).toBe(0);
    expect(tooltipOpenDelay(10_000, 9_700)).toBe(700);
  });
});
