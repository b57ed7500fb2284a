import { spawnSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStdioEnv } from '../../src/mcp/stdio-env.js';
import { packageRoot } from '../../src/paths.js';
import { callTool, mcpWorld } from './mcp-world.js';

/** The stdio entry from source, as spawn-entry.ts starts the others (`npx signalboard-mcp` runs the same file). */
const entry = ['--import', 'tsx', 'src/mcp/stdio.ts'];

let world: Awaited<ReturnType<typeof mcpWorld>>;
let client: Client;

beforeAll(async () => {
  world = await mcpWorld();
  client = new Client({ name: 'signalboard-test', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: entry,
      cwd: packageRoot,
      env: {
        PATH: process.env.PATH ?? '',
        SIGNALBOARD_URL: world.base,
        SIGNALBOARD_API_KEY: world.keys.full,
      },
      stderr: 'pipe',
    }),
  );
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe('signalboard-mcp over stdio', () => {
  it('lists the tools and searches leads through the REST API with the key', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('search_leads');
    expect(tools).toHaveLength(8);
    const found = await callTool(client, 'search_leads', {
      project_id: world.project.id,
      query: 'spreadsheet',
    });
    expect(found.isError, found.text).toBe(false);
    expect(found.json.leads!.map((row) => row.id)).toEqual([world.leads.switch]);
  });

  it("answers REST refusals as tool errors in the API's words", async () => {
    const found = await callTool(client, 'search_leads', { project_id: world.strangerProject.id });
    expect(found).toMatchObject({ isError: true, text: expect.stringContaining('PROJECT_NOT_FOUND') });
  });

  it('exits 1 with a clear message on stderr when its variables are missing (the bin, as npx runs it)', () => {
    const missing = spawnSync(process.execPath, ['bin/signalboard-mcp.js'], {
      cwd: packageRoot,
      env: { PATH: process.env.PATH ?? '' },
    });
    expect(missing.status).toBe(1);
    expect(missing.stdout.toString()).toBe('');
    expect(missing.stderr.toString()).toContain('SIGNALBOARD_URL is not set');
    expect(missing.stderr.toString()).toContain('SIGNALBOARD_API_KEY is not set');
  });

  it('says which variable is wrong', () => {
    expect(readStdioEnv({ SIGNALBOARD_URL: 'ftp://x', SIGNALBOARD_API_KEY: 'eyJhbGciOi' })).toEqual({
      problems: [
        'SIGNALBOARD_URL "ftp://x" is not an http:// or https:// address',
        'SIGNALBOARD_API_KEY is not an API key (they start with sb_live_)',
      ],
    });
    expect(
      readStdioEnv({ SIGNALBOARD_URL: ' https://sb.example.com ', SIGNALBOARD_API_KEY: 'sb_live_x' }),
    ).toEqual({
      url: 'https://sb.example.com',
      apiKey: 'sb_live_x',
    });
  });
});
