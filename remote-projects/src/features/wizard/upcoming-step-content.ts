// What each of the wizard's six steps (WIZARD_STEPS, from the shared contract: the host's step
// indicator uses the same list) will ask, shown until the step's form arrives.
import type { WizardStep } from '@signalboard/shared/contract';

export const UPCOMING_STEP_CONTENT: Record<WizardStep['id'], string> = {
  1: 'Here you will rename the project.',
  2: "Here you will enter your business's website, so Signalboard can learn what you sell.",
  3: 'Here you will describe your business in a few sentences, with a suggestion drafted from your website.',
  4: 'Here you will say what you want from your leads: new customers, partners, feedback or research.',
  5: 'Here you will choose the forums and communities this project watches.',
  6: 'Here you will write and refine your intent signals: the kinds of posts that mean someone is asking for what you sell.',
};
