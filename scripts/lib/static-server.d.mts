// Types for static-server.mjs, so TypeScript callers (the e2e support code) can use it.
export declare const IMMUTABLE: string;
export declare const NO_CACHE: string;
export declare function cacheControlFor(name: string): string;
export declare function contentTypeFor(name: string): string;
export declare function startStaticServer(options: {
  dir: string;
  port?: number;
  host?: string;
  spa?: boolean;
  files?: Record<string, () => string>;
  cors?: boolean;
}): Promise<{ origin: string; port: number; close: () => Promise<void> }>;
