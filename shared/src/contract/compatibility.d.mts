// Types of compatibility.mjs (plain JavaScript so that node scripts import it without a build step).
export declare const CONTRACT_VERSION: string;
export declare const REMOTE_AREA_LABELS: Readonly<
  Record<'auth' | 'leads' | 'projects' | 'settings' | 'team', string>
>;
export declare const REQUIRED_SHARED: readonly string[];

/** One shared module as the host provides it (name may be a prefix share such as `react/`). */
export interface HostSharedModule {
  name: string;
  version: string;
  singleton?: boolean;
}

/** What the host provides: its contract version and its shared modules. */
export interface HostProvides {
  contract: string;
  shared: readonly HostSharedModule[];
  /** Host singletons every remote must share; REQUIRED_SHARED by default. */
  required?: readonly string[];
}

export interface RemoteCheck {
  ok: boolean;
  /** The release version the manifest states (with +build metadata), or null. */
  version: string | null;
  /** The contract version the manifest states, or null. */
  contract: string | null;
  /** Each problem as a sentence naming the remote by its area ("Leads 3.0.0 needs contract 2; ..."). */
  problems: string[];
  /** What to do about it, or null when compatible. */
  advice: string | null;
}

export declare function remoteLabel(remote: string): string;
export declare function withoutBuildMetadata(version: string): string;
export declare function parseVersion(version: unknown): [number, number, number] | null;
export declare function majorOf(version: unknown): number | null;
export declare function satisfies(version: string, range: string | null | undefined): boolean;
export declare function checkRemoteManifest(input: {
  remote: string;
  label?: string;
  manifest: unknown;
  host: HostProvides;
}): RemoteCheck;
