/** Every queue the app uses; created at start by API and worker alike (pg-boss 10 needs them to exist). */
export const jobQueues = ['mail.send', 'maintenance.purge-expired-tokens'] as const;

export type JobQueue = (typeof jobQueues)[number];
