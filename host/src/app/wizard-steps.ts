// The project wizard's six steps (spec section 3) and which one a path shows.

export const WIZARD_STEPS = [
  { id: 1, label: 'Name your project' },
  { id: 2, label: 'Enter your website' },
  { id: 3, label: 'Describe your business' },
  { id: 4, label: 'How do you want to use the product?' },
  { id: 5, label: 'Choose platforms' },
  { id: 6, label: 'Intent Signals' },
] as const;

/** /projects/new/{projectId}/step-N -> N (1-6); /projects/new and anything else -> 1. */
export function wizardStepFromPath(pathname: string): number {
  const match = /^\/projects\/new\/[^/]+\/step-([1-6])\/?$/.exec(pathname);
  return match ? Number(match[1]) : 1;
}
