import { ConnectorError } from './connector-error.js';

// Reading a data source's settings (catalogue fields, stored as JSON) without trusting their shape.

/** A list setting: an array of strings (or one string with commas or new lines), trimmed, without repeats. */
export function stringList(config: Record<string, unknown>, key: string): string[] {
  const raw = config[key];
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\n,]/) : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const value = item.trim();
    if (value === '' || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(value);
  }
  return out;
}

/** A text setting, trimmed; undefined when absent or blank. */
export function optionalString(config: Record<string, unknown>, key: string): string | undefined {
  const raw = config[key];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

/** A list setting that must not be empty, else a 'config' error the Data Sources tab shows. */
export function requiredList(config: Record<string, unknown>, key: string, sentence: string): string[] {
  const values = stringList(config, key);
  if (values.length === 0) throw new ConnectorError('config', sentence);
  return values;
}

/** `base` + `path` with query parameters (the base may carry a path prefix, e.g. a replay server's). */
export function endpoint(
  base: string,
  path: string,
  params: Record<string, string | number | undefined> = {},
): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, String(value));
  return url;
}

/** A date from ISO text or epoch seconds; null when missing or unreadable. */
export function dateFrom(value: unknown): Date | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value * 1000);
  if (typeof value === 'string' && value.trim() !== '') {
    const at = Date.parse(value);
    return Number.isNaN(at) ? null : new Date(at);
  }
  return null;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
