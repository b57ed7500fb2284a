/** Polls until `probe` returns a value (mail and jobs arrive asynchronously), or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | null | undefined> | T | null | undefined,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
