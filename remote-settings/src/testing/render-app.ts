// `renderApp(url)`: this remote's routes at the host's paths, in the providers the host gives.
import { createRenderApp } from '@signalboard/shared/testing';
import routes from '../routes';

export const renderApp = createRenderApp(routes);
