// Data-fetching numbers of spec section 9.
export const RETRY_DELAY = 5_000;
export const RETRY_DELAY_SLOW = 10_000;
export const FOCUS_THROTTLE = 5_000;
/** The 2 s deduplication window: data this fresh is reused instead of fetched again. */
export const DEDUPE_INTERVAL = 2_000;
export const SLOW_LOADING = 3_000;
export const SLOW_LOADING_SLOW = 5_000;
export const MAX_RETRIES = 3;
