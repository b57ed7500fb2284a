// @signalboard/shared/contract: what the host and the remotes agree on. A remote exposes `./routes`
// (a RemoteRoutesModule) filling the mounts the host gives it, at the host paths of mount-paths.ts.
export { remoteMounts, remoteNames, containerName } from './remotes';
export type { RemoteName, MountId, RemoteRoutesModule } from './remotes';
export { mountPaths, hostMounts, isExactMountPath } from './mount-paths';
export type { LayoutName, MountPath, HostMount } from './mount-paths';
export { MountRoutes } from './mount-routes';
export type { MountRoutesProps } from './mount-routes';
export {
  CONTRACT_VERSION,
  REMOTE_AREA_LABELS,
  REQUIRED_SHARED,
  checkRemoteManifest,
  majorOf,
  remoteLabel,
  satisfies,
  withoutBuildMetadata,
} from './compatibility.mjs';
export type { HostProvides, HostSharedModule, RemoteCheck } from './compatibility.mjs';
export { WIZARD_STEPS } from './wizard-steps';
export type { WizardStep } from './wizard-steps';
