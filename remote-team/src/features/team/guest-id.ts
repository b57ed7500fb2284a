// A Signalboard ID is the user's id (a UUID), the only way the guest-access API names a person:
// checked here so a typo is explained before it reaches the server.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const GUEST_ID_REQUIRED = 'Enter the Signalboard ID of the person to add.';
export const GUEST_ID_INVALID =
  'A Signalboard ID has 36 characters, like 3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c. Ask the person to copy it again.';

/** The ID as typed, without blanks around it or inside (a pasted ID can carry a line break). */
export function cleanGuestId(value: string): string {
  return value.replace(/\s+/g, '');
}

export function guestIdProblem(value: string): string | null {
  const id = cleanGuestId(value);
  if (!id) return GUEST_ID_REQUIRED;
  return UUID.test(id) ? null : GUEST_ID_INVALID;
}
