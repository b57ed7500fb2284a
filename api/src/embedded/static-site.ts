import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from '../plugins/app/error-handler.js';
import { remoteNames } from './remotes.js';

const revalidate = new Set(['mf-manifest.json', 'remoteEntry.js', 'app-config.json', 'index.html']);
const contentHash = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The copies the build writes beside each text asset (tools/webpack/precompress-plugin.cjs). */
const compressedCopy = /\.(br|gz)$/;

/**
 * Entry files must be re-checked on every load (they name the current bundles); hashed files never
 * change. A compressed copy (main.3f9a8c1e.js.br) is cached as the file it stands for.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath).replace(compressedCopy, '');
  if (!revalidate.has(name) && contentHash.test(name))
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

export interface StaticSite {
  hostDist: string;
  hasHost: boolean;
  missing: string[];
}

export function locateStaticSite(staticRoot: string): StaticSite {
  const hostDist = path.join(staticRoot, 'host', 'dist');
  const missing = [
    hostDist,
    ...remoteNames.map((name) => path.join(staticRoot, `remote-${name}`, 'dist')),
  ].filter((dir) => !existsSync(dir));
  return { hostDist, hasHost: existsSync(hostDist), missing };
}

/**
 * Serves the built host at / and each built remote at /remotes/<name>/. `preCompressed` sends the
 * build's .br or .gz copy of a file when the client's Accept-Encoding allows it (brotli first), with
 * `Vary: Accept-Encoding`, and the file itself otherwise: compressed once at build time, at the
 * highest levels, rather than on every request.
 */
export function staticSiteRoutes(staticRoot: string) {
  return async function staticSite(app: FastifyInstance): Promise<void> {
    for (const name of remoteNames) {
      const root = path.join(staticRoot, `remote-${name}`, 'dist');
      if (!existsSync(root)) continue;
      await app.register(fastifyStatic, {
        root,
        prefix: `/remotes/${name}/`,
        decorateReply: false,
        cacheControl: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          // Production serves remotes from other origins; keep embedded mode loadable the same way.
          reply.header('access-control-allow-origin', '*');
          setCacheHeaders(reply, filePath);
        },
      });
    }
    const hostDist = path.join(staticRoot, 'host', 'dist');
    if (existsSync(hostDist)) {
      await app.register(fastifyStatic, {
        root: hostDist,
        prefix: '/',
        cacheControl: false,
        preCompressed: true,
        setHeaders: setCacheHeaders,
      });
    }
  };
}

const apiPrefixes = ['/api/', '/auth/', '/users_info/', '/dev/', '/docs', '/health', '/remotes/'];

/**
 * Unknown GET requests that want HTML get the host's index.html (client-side routes such as
 * /projects/1/leads); everything else, and anything under the API's paths, gets the JSON 404.
 */
export function spaFallback(site: StaticSite) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && wantsHtml;
    if (!site.hasHost || !isPage || apiPrefixes.some((prefix) => pathname.startsWith(prefix))) {
      return sendNotFound(request, reply);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', site.hostDist);
  };
}
