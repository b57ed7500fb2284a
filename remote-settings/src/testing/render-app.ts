// `renderApp(url)`: this remote's routes at the host's paths, in the providers the host gives, under
// the suite's router as in the host (the settings forms ask before unsaved changes are left: useBlocker).
import { createRenderApp } from '@signalboard/shared/testing';
import routes from '../routes';

export const renderApp = createRenderApp(routes);
