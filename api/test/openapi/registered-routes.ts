import type { FastifyInstance } from 'fastify';

/** A route as `METHOD /path/{}`: parameter names left out, as the router merges them (`:id|:projectId`). */
export function routeShape(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}').replace(/:[A-Za-z0-9_]+(\|:[A-Za-z0-9_]+)*/g, '{}')}`;
}

/**
 * Every method and path the router holds, read from `printRoutes` (Fastify has no public list of its
 * routes, and an onRoute hook would have to be added before the app registers them). Each line of the
 * tree is a path segment under its parent, its methods in brackets.
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  const shapes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) shapes.push(routeShape(method, stack.join('')));
  }
  return shapes;
}
