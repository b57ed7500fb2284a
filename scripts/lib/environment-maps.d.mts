// Types of environment-maps.mjs for TypeScript callers (the e2e global setup renders app configs with it).
export interface EnvironmentMap {
  environment: string;
  apiUrl: string;
  releaseStore: string;
  analyticsKey?: string;
  analyticsHost?: string;
  /** Per remote: a released version, a manifest address, or "local". */
  remotes: Record<string, string>;
  history?: { remote: string; from: string; to: string; at: string; rollback?: boolean }[];
}

export interface AppConfig {
  apiUrl: string;
  analyticsKey: string;
  analyticsHost: string;
  environment: string;
  remotes: Record<string, string>;
}

export declare const environmentsDir: string;
export declare function environmentNames(dir?: string): string[];
export declare function mapPath(environmentOrPath: string, dir?: string): string;
export declare function readMap(file: string): EnvironmentMap;
export declare function writeMap(file: string, map: EnvironmentMap): void;
export declare function entryKind(entry: string): 'url' | 'local' | 'version';
export declare function manifestUrl(map: EnvironmentMap, name: string): string;
export declare function renderAppConfig(map: EnvironmentMap): AppConfig;
