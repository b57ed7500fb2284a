// @signalboard/shared/features: whole pieces of the product that more than one remote shows. Not a
// federation singleton: each remote compiles in what it uses (no state lives here). They import the other
// entries (api, ui, feedback) by package name, so those still resolve to the one shared copy.
export { LeaveOrganization } from './leave-organization';
export { RefinePanel } from './refine-panel';
export type { RefinePanelProps } from './refine-panel';
