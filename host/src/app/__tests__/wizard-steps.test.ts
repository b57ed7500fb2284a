import { wizardStepFromPath } from '../wizard-steps';

describe('wizard steps', () => {
  it('derive the step from the path; anything unknown is step 1', () => {
    expect(wizardStepFromPath('/projects/new')).toBe(1);
    for (let n = 1; n <= 6; n++) expect(wizardStepFromPath(`/projects/new/p-1/step-${n}`)).toBe(n);
    expect(wizardStepFromPath('/projects/new/p-1/step-4/')).toBe(4);
    expect(wizardStepFromPath('/projects/new/p-1/step-7')).toBe(1);
    expect(wizardStepFromPath('/projects/new/p-1/step-2/extra')).toBe(1);
    expect(wizardStepFromPath('/projects/new/whatever')).toBe(1);
  });
});
