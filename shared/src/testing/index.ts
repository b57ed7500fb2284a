/// <reference types="@testing-library/jest-dom/vitest" />
// @signalboard/shared/testing: helpers for the front end's tests, never imported by app code (and
// never a Module Federation singleton). A real node:http server speaking the API contract, render
// helpers that give a remote the host's paths and providers, and queries in the user's terms.
export { startApiServer, errorReply } from './api-server';
export type { ApiHandler, ApiReply, ApiRequest, ApiRoutes, ApiServer } from './api-server';
export { withApiServer, pointApiAt } from './with-api-server';
export type { WithApiServerOptions } from './with-api-server';
export { createRenderApp, renderWithProviders, LocationProbe } from './render-remote';
export type { RenderAppOptions } from './render-remote';
export { field, findField, findAlert, currentLocation } from './queries';
