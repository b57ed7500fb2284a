// Queries in the user's terms: a field by its visible label (required fields carry a " *" that
// screen readers skip), the alert that says a given sentence.
import { screen, waitFor } from '@testing-library/react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelPattern = (label: string) => new RegExp(`^${escape(label)}\\s*\\*?$`);

export const field = (label: string): HTMLInputElement => screen.getByLabelText(labelPattern(label));

export const findField = (label: string): Promise<HTMLInputElement> =>
  screen.findByLabelText(labelPattern(label));

/** The alert region showing `text` (several alert regions can exist; most are empty). */
export function findAlert(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const match = screen
      .getAllByRole('alert')
      .find((region) =>
        typeof text === 'string' ? region.textContent?.includes(text) : text.test(region.textContent ?? ''),
      );
    if (!match) throw new Error(`No alert says ${String(text)}`);
    return match;
  });
}

export const currentLocation = (): string | null => screen.getByTestId('location').textContent;
