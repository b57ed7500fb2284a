/**
 * A connection that failed, said once: "Hacker News could not be reached" when nothing more is known,
 * else "Signalboard cannot connect to Hacker News: its address could not be found (...)". The reason
 * (net/network-reason.ts) often says "could not be" itself; naming it after "could not be reached" made
 * "could not be reached: it could not be reached".
 */
export function cannotConnect(who: string, reason: string | null): string {
  if (reason === null) return `${who} could not be reached`;
  // "The feed at example.com" is not a name: lower-case inside the sentence.
  const named = who.replace(/^The /, 'the ');
  return `Signalboard cannot connect to ${named}: ${reason.replace(/^the site /, 'it ')}`;
}
