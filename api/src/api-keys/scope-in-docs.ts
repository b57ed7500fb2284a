import type { RouteOptions } from 'fastify';

/**
 * onRoute hook: a route an API key may call says so in its documentation (the scope it needs), so /docs
 * and the generated client tell readers which calls a key makes, from the one `config.apiKeyScope` line.
 * A new schema object: a schema shared by several routes must not collect the sentence twice.
 */
export function describeApiKeyScope(route: RouteOptions): void {
  const scope = route.config?.apiKeyScope;
  if (!scope || !route.schema) return;
  const schema = route.schema as { description?: string };
  const sentence = `API keys: needs the ${scope} scope.`;
  route.schema = {
    ...route.schema,
    description: schema.description ? `${schema.description.trimEnd()} ${sentence}` : sentence,
  };
}
