import '../../testing/setup-tests';
import { render, screen } from '@testing-library/react';
import { PasswordStrengthMeter } from '../password-strength-meter';
import { loadPasswordChecker, strongEnoughPassword } from '../password-strength';

const meterText = () => document.querySelector('.sb-password-strength__text');

describe('PasswordStrengthMeter', () => {
  it('says in words, politely announced, that a common password is refused and why', async () => {
    const { rerender } = render(<PasswordStrengthMeter password="qwerty123" />);
    const text = meterText()!;
    expect(text).toHaveAttribute('aria-live', 'polite');
    await vi.waitFor(() => expect(text).toHaveTextContent('Password strength: Very weak.'));
    expect(text).toHaveTextContent('This password is one of the most common passwords.');

    rerender(<PasswordStrengthMeter password="walrus tangerine ledger" />);
    await vi.waitFor(() => expect(text).toHaveTextContent(/^Password strength: (Strong|Very strong)\.$/));
  });

  it('says nothing for an empty field', async () => {
    render(<PasswordStrengthMeter password="" />);
    await loadPasswordChecker();
    expect(meterText()).toHaveTextContent('');
    expect(screen.queryByText(/Password strength/)).toBeNull();
  });
});

describe('strongEnoughPassword (the form rule)', () => {
  it('refuses the passwords the API refuses once the dictionary is loaded', async () => {
    await loadPasswordChecker();
    for (const weak of ['password', '12345678', 'qwerty123', 'Password1!'])
      expect(strongEnoughPassword(weak)).toMatch(
        /^This password (is one of the most common|is too close to a common|is too easy)/,
      );
    expect(strongEnoughPassword('walrus tangerine ledger')).toBeNull();
    expect(strongEnoughPassword('')).toBeNull();
  });
});
