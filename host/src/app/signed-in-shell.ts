// What a signed-in page adds to the shell, loaded when the first one opens (routes.tsx).
export { RequireSession } from './guard/require-session';
export { MainLayout } from '../layouts/main-layout';
export { WizardLayout } from '../layouts/wizard-layout';
