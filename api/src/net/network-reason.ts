// Node's network error codes as the half-sentence a user reads after "could not read it:".

/** When nothing more precise is known. */
export const unreachable = 'the site could not be reached';

const networkReasons: Record<string, string> = {
  // No answer from DNS: most often this computer is offline (or the name has a typo).
  ENOTFOUND: 'its address could not be found (no internet connection, or no such site)',
  EAI_AGAIN: 'its address could not be looked up (no internet connection?)',
  ECONNREFUSED: 'the site refused the connection',
  ECONNRESET: 'the site closed the connection',
  EHOSTUNREACH: unreachable,
  ENETUNREACH: unreachable,
  ETIMEDOUT: 'the connection timed out',
  EPROTO: 'its secure connection failed',
  HPE_INVALID_CONSTANT: 'it did not answer in HTTP',
};

/** Why a connection failed, in plain words (certificate, refused, reset, not HTTP...). */
export function networkReason(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (networkReasons[code]) return networkReasons[code];
    if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code))
      return `its secure connection could not be verified (${code})`;
    if (code.startsWith('HPE_')) return 'it answered with something that is not valid HTTP';
  }
  return unreachable;
}
