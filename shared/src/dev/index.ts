// @signalboard/shared/dev: a remote's standalone dev entry (`startRemoteDevShell`) and the shell it
// renders (`RemoteDevShell`). Only a remote's own bootstrap imports it; never a Module Federation
// singleton, never loaded inside the host.
export { startRemoteDevShell } from './start-remote-dev-shell';
export { RemoteDevShell } from './remote-dev-shell';
export type { RemoteDevShellProps } from './remote-dev-shell';
export type { DevLink } from './elsewhere-in-the-suite';
