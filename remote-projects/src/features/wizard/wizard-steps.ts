// The wizard's six steps (spec section 3). The host's wizard layout draws the step indicator from
// the same list (host/src/app/wizard-steps.ts); a remote cannot import the host, hence the copy.
export const WIZARD_STEPS = [
  { id: 1, label: 'Name your project', upcoming: 'Here you will rename the project.' },
  {
    id: 2,
    label: 'Enter your website',
    upcoming: "Here you will enter your business's website, so Signalboard can learn what you sell.",
  },
  {
    id: 3,
    label: 'Describe your business',
    upcoming:
      'Here you will describe your business in a few sentences, with a suggestion drafted from your website.',
  },
  {
    id: 4,
    label: 'How do you want to use the product?',
    upcoming:
      'Here you will say what you want from your leads: new customers, partners, feedback or research.',
  },
  {
    id: 5,
    label: 'Choose platforms',
    upcoming: 'Here you will choose the forums and communities this project watches.',
  },
  {
    id: 6,
    label: 'Intent Signals',
    upcoming:
      'Here you will write and refine your intent signals: the kinds of posts that mean someone is asking for what you sell.',
  },
] as const;

export type WizardStep = (typeof WIZARD_STEPS)[number];
