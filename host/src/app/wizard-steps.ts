// Which of the project wizard's six steps (WIZARD_STEPS, from the shared contract) a path shows.

/** /projects/new/{projectId}/step-N -> N (1-6); /projects/new and anything else -> 1. */
export function wizardStepFromPath(pathname: string): number {
  const match = /^\/projects\/new\/[^/]+\/step-([1-6])\/?$/.exec(pathname);
  return match ? Number(match[1]) : 1;
}
