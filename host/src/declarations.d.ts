declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare const __APP_VERSION__: string;
declare const __APP_NAME__: string;
/** The federation shared config of this build (tools/webpack/create-app-config.cjs). */
declare const __SHARED_SINGLETONS__: Record<string, { version: string; singleton?: boolean }>;
