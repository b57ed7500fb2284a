import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { DomainError } from '../errors/error-catalogue.js';

/**
 * zxcvbn scores 0-4; 0 and 1 mean fewer than about a million guesses (the most common and breached
 * passwords and small changes to them: "password", "12345678", "qwerty123", "Password1!"). The front end's
 * meter (shared/src/ui/password-strength) uses the same package, dictionary and threshold.
 */
export const minimumPasswordScore = 2;

// Built on first use: unpacking the dictionaries takes a few hundred milliseconds.
let factory: ZxcvbnFactory | null = null;

/** Why the password is too easy to guess, as a sentence for the user, or null when it is good enough. */
export function weakPasswordReason(password: string, userInputs: string[]): string | null {
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = factory.check(password, userInputs);
  if (result.score >= minimumPasswordScore) return null;
  const warning = result.feedback.warning;
  const why =
    warning === 'topTen' || warning === 'topHundred' || warning === 'common'
      ? 'is one of the most common passwords'
      : warning === 'similarToCommon'
        ? 'is too close to a common password'
        : 'is too easy to guess';
  return `This password ${why}. Choose a longer one, for example three or four words nobody would put together.`;
}

/** Refuses (422 PASSWORD_TOO_WEAK naming `field`) a new password that is common or easy to guess. */
export function requireStrongPassword(password: string, email: string, field = 'password'): void {
  // The address and its parts count as known to an attacker, like dictionary words.
  const reason = weakPasswordReason(password, [email, ...email.split(/[@.+_-]/)].filter(Boolean));
  if (reason) throw new DomainError('PASSWORD_TOO_WEAK', { detail: reason, field });
}
