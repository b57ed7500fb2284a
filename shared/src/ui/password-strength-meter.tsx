import { useEffect, useState } from 'react';
import { loadPasswordChecker, passwordStrength } from './password-strength';

export interface PasswordStrengthMeterProps {
  password: string;
  /** Words an attacker would try first: the e-mail address, the names typed in the same form. */
  userInputs?: string[];
  /**
   * Whether to add why the password would be refused. Pass false while the field itself shows that
   * problem (its error after a check), so the sentence is on screen and read out once.
   */
  showProblem?: boolean;
}

/**
 * Under a new-password field: a bar of four steps and, in words, how hard the password is to guess and
 * why it would be refused. The words are announced politely (aria-live) as the user types.
 */
export function PasswordStrengthMeter({
  password,
  userInputs = [],
  showProblem = true,
}: PasswordStrengthMeterProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let active = true;
    void loadPasswordChecker().then(() => active && setReady(true));
    return () => {
      active = false;
    };
  }, []);

  const strength = ready && password ? passwordStrength(password, userInputs) : null;
  return (
    <div className="sb-password-strength" data-score={strength?.score ?? ''}>
      <div className="sb-password-strength__bar" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className="sb-password-strength__step"
            data-filled={strength !== null && strength.score >= step ? 'true' : undefined}
          />
        ))}
      </div>
      <p className="sb-text-sm sb-password-strength__text" aria-live="polite">
        {strength
          ? `Password strength: ${strength.label}.${showProblem && strength.problem ? ` ${strength.problem}` : ''}`
          : ''}
      </p>
    </div>
  );
}
