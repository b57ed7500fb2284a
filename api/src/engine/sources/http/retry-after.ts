/**
 * Seconds to wait from a Retry-After header: either delay-seconds ("120") or an HTTP date ("Wed, 21
 * Oct 2015 07:28:00 GMT"), measured from `now`. Undefined when the value is absent or unreadable; a
 * date in the past gives 0.
 */
export function parseRetryAfter(value: string | null | undefined, now: Date): number | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+(?:\.\d+)?$/.test(text)) return Math.ceil(Number(text));
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
