// The sentence to show for a failed call. The API client already turns failures into the server's
// detail or the spec's fallback (ApiError.message); this only guards against anything else thrown.
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
