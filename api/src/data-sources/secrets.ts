const maskPrefix = '••••';

/** A secret as the API shows it: never in clear, only enough to recognise it. */
export function maskSecret(secret: string): string {
  return `${maskPrefix}${secret.slice(-4)}`;
}

export function isMasked(value: string): boolean {
  return value.startsWith(maskPrefix);
}
