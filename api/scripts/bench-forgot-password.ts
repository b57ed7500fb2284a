// Does POST /auth/forgot-password take as long for an address with an account as for one without?
// (issue 14, finding 8: the probe measured medians of 4.7 ms and 1.2 ms, which told who has an account.)
//
//   cd api && npx tsx scripts/bench-forgot-password.ts                    # PGlite in memory
//   DATABASE_URL=postgres://... npx tsx scripts/bench-forgot-password.ts  # PostgreSQL
//
// The API alone (no workers, as the API process on PostgreSQL): each request only queues the job that
// mails. ROUNDS (default 200) requests each way, interleaved so both kinds see the same machine, after 20
// of each to warm up. Every request names a new address, so the per-address mail limit never answers.
import { performance } from 'node:perf_hooks';
import { benchApp } from './bench-support.js';

const rounds = Number(process.env.ROUNDS ?? 200);
const { app } = await benchApp(process.env);
const run = `${Date.now()}`;

async function timeForgot(email: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 202)
    throw new Error(`forgot-password: ${response.statusCode} ${response.body}`);
  return elapsed;
}

const median = (values: number[]) => {
  const ordered = [...values].sort((a, b) => a - b);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 ? ordered[middle]! : (ordered[middle - 1]! + ordered[middle]!) / 2;
};

const warmUp = 20;
const existing: number[] = [];
const unknown: number[] = [];
for (let i = 0; i < rounds + warmUp; i += 1) {
  // Accounts without a password (as Google sign-in makes them): creating them costs no hashing.
  const email = `bench-${run}-${i}@example.com`;
  await app.repositories.users.create({ email, hashedPassword: null });
  const withAccount = await timeForgot(email);
  const withoutAccount = await timeForgot(`nobody-${run}-${i}@example.com`);
  if (i < warmUp) continue;
  existing.push(withAccount);
  unknown.push(withoutAccount);
}
await app.close();

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`forgot-password on ${database}, ${rounds} requests each way:`);
console.log(`  address with an account:    median ${median(existing).toFixed(2)} ms`);
console.log(`  address without an account: median ${median(unknown).toFixed(2)} ms`);
