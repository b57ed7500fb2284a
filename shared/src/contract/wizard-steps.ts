// The project wizard's six steps (spec section 3). The host's wizard layout draws the step
// indicator from this list; remote-projects serves each step at /projects/new/{projectId}/step-{id}.
export const WIZARD_STEPS = [
  { id: 1, label: 'Name your project' },
  { id: 2, label: 'Enter your website' },
  { id: 3, label: 'Describe your business' },
  { id: 4, label: 'How do you want to use the product?' },
  { id: 5, label: 'Choose platforms' },
  { id: 6, label: 'Intent Signals' },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number];
