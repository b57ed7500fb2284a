import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// The build's shared singletons, as webpack's DefinePlugin gives them to the production host.
const { sharedSingletons } = createRequire(import.meta.url)('../tools/webpack/create-app-config.cjs');

export default defineConfig({
  define: { __SHARED_SINGLETONS__: JSON.stringify(sharedSingletons(import.meta.dirname)) },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
  },
});
