// @signalboard/shared/features: whole pieces of the product that more than one remote shows, built only
// on the other shared entries (api, ui, feedback), which they import by package name so the federation
// keeps one copy of each.
export { LeaveOrganization } from './leave-organization';
export { RefinePanel } from './refine-panel';
export type { RefinePanelProps } from './refine-panel';
