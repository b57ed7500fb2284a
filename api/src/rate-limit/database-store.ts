import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AuthThrottlesRepository } from '../repositories/auth-throttles-repository.js';

type Incr = FastifyRateLimitStore['incr'];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

// The plugin's own in-process store (an LRU of counters), not exported by its types.
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;

/**
 * A @fastify/rate-limit store whose strict per-route limits (sign-in, sign-up, mail, brainstorm) are
 * counted in the database, so N API replicas behind one load balancer share them: otherwise each replica
 * would allow its own 10 a minute. The generous global limit stays in each process's memory: counting
 * every request in the database would cost a write per request for a limit that only stops floods.
 */
export function databaseRateLimitStore(throttles: AuthThrottlesRepository): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly local = new LocalStore(false, false);

    incr(...args: Parameters<Incr>): void {
      this.local.incr(...args);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      // The plugin passes the route's merged limit settings, with the route itself as `routeInfo`.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: unknown; url?: unknown } };
      return routeStore(throttles, `${String(routeInfo?.method)}:${String(routeInfo?.url)}`);
    }
  };
}

function routeStore(throttles: AuthThrottlesRepository, route: string): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindowMs) {
      throttles
        .hit(`route:${route}:${key}`, Math.max(1, Math.ceil(timeWindowMs / 1000)))
        .then(({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }), callback);
    },
    child: () => {
      throw new Error('a route rate-limit store has no children');
    },
  };
}
