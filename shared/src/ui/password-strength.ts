// The API's rule for new passwords (api/src/auth/password-strength.ts): zxcvbn with its common and
// breached password dictionary, and a score of at least 2 out of 4. The dictionary is about 1 MB, so it is
// loaded on first use (its own chunk), not with the remote's first bundle.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const MIN_PASSWORD_SCORE = 2;

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** A word for the score: the meter shows it, not only a colour. */
  label: 'Very weak' | 'Weak' | 'Fair' | 'Strong' | 'Very strong';
  /** Why a password is refused, as the API says it; null when it is good enough. */
  problem: string | null;
}

const labels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
let checker: ZxcvbnFactory | null = null;
let loading: Promise<ZxcvbnFactory> | null = null;

export function loadPasswordChecker(): Promise<ZxcvbnFactory> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => {
      checker = new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
      return checker;
    },
  );
  return loading;
}

/** The strength of `password`, or null while the dictionary is still loading. */
export function passwordStrength(password: string, userInputs: string[] = []): PasswordStrength | null {
  if (!checker) return null;
  // As the API does: the address and its parts count as known to an attacker, like dictionary words.
  const known = userInputs.flatMap((input) => [input, ...input.split(/[@.+_\s-]/)]).filter(Boolean);
  const { score, feedback } = checker.check(password, known);
  const warning = feedback.warning;
  const why =
    warning === 'topTen' || warning === 'topHundred' || warning === 'common'
      ? 'is one of the most common passwords'
      : warning === 'similarToCommon'
        ? 'is too close to a common password'
        : 'is too easy to guess';
  return {
    score,
    label: labels[score] ?? 'Very weak',
    problem:
      score >= MIN_PASSWORD_SCORE
        ? null
        : `This password ${why}. Choose a longer one, for example three or four words nobody would put together.`,
  };
}

/**
 * useForm rule: refuses a password the API would refuse. Until the dictionary has loaded (the meter loads
 * it as soon as the field is shown) it lets the value through and the API decides.
 */
export const strongEnoughPassword = (value: string): string | null =>
  value ? (passwordStrength(value)?.problem ?? null) : null;
