// The project wizard's frame: "New Project" header, the six numbered steps (current highlighted,
// earlier ones done) and the step body beside them.
import { WIZARD_STEPS } from '@signalboard/shared/contract';
import { IconCheck, PageHeader, Wordmark, cx } from '@signalboard/shared/ui';
import { Link, Outlet, useLocation } from '@signalboard/shared/router';
import { wizardStepFromPath } from '../app/wizard-steps';
import { SkipLink } from './skip-link';

export function WizardSteps({ current }: { current: number }) {
  return (
    <nav aria-label="Project setup steps" className="sb-stepper">
      <ol className="sb-stepper__list">
        {WIZARD_STEPS.map((step) => {
          const state = step.id < current ? 'done' : step.id === current ? 'current' : 'upcoming';
          return (
            <li
              key={step.id}
              className={cx('sb-stepper__step', `sb-stepper__step--${state}`)}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="sb-stepper__marker" aria-hidden="true">
                {state === 'done' ? <IconCheck size={14} /> : step.id}
              </span>
              <span className="sb-stepper__label">
                <span className="sb-visually-hidden">Step {step.id}: </span>
                {step.label}
                {state === 'done' ? <span className="sb-visually-hidden"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function WizardLayout() {
  const { pathname } = useLocation();
  const current = wizardStepFromPath(pathname);
  return (
    <div className="sb-wizard">
      <SkipLink />
      <header className="sb-wizard__topbar">
        <Link to="/" aria-label="Signalboard home">
          <Wordmark />
        </Link>
        <Link to="/projects" className="sb-link">
          Back to projects
        </Link>
      </header>
      <div className="sb-wizard__container">
        <PageHeader title="New Project" subtitle="Create a new project" />
        <div className="sb-wizard__grid">
          <WizardSteps current={current} />
          <main id="main-content" tabIndex={-1} className="sb-wizard__body">
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
