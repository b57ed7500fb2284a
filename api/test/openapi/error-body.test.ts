import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorBodyProblem } from './error-body.js';

/** The fuzzing and the matrix trust this check; a bare Fastify app answers what it must catch. */
describe('errorBodyProblem', () => {
  const app = Fastify();
  app.get('/ok', async () => ({ detail: 'x', code: 'X', field: 'name' }));
  app.get('/fine-error', async (_request, reply) =>
    reply.code(422).send({ detail: 'name: bad', code: 'V', field: 'name' }),
  );
  app.get('/crash', async () => {
    throw new Error('boom');
  });
  app.get('/extra', async (_request, reply) =>
    reply.code(400).send({ detail: 'x', code: 'X', error: 'Bad Request' }),
  );
  app.get('/text', async (_request, reply) => reply.code(404).type('text/plain').send('Not Found'));
  app.get('/stack', async (_request, reply) =>
    reply.code(400).send({ detail: 'Error: x\n    at handler (/srv/api/src/routes/x.ts:10:5)', code: 'X' }),
  );

  it.each([
    ['/ok', false],
    ['/fine-error', false],
    ['/crash', true],
    ['/extra', true],
    ['/text', true],
    ['/stack', true],
  ])('%s is a problem: %s', async (url, isProblem) => {
    const response = await app.inject({ method: 'GET', url });
    expect(errorBodyProblem(response) !== null).toBe(isProblem);
  });
});
