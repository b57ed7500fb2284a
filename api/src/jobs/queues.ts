/** Every queue the app sends to; created at start by API and worker alike (pg-boss 10 needs them to exist). */
export const jobQueues = ['mail.send'] as const;

export type JobQueue = (typeof jobQueues)[number];
