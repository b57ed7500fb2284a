/** SIGNALBOARD_URL and SIGNALBOARD_API_KEY for the stdio server (stdio.ts), or what is wrong with them in words. */
export function readStdioEnv(
  env: NodeJS.ProcessEnv,
): { url: string; apiKey: string } | { problems: string[] } {
  const problems: string[] = [];
  const url = env.SIGNALBOARD_URL?.trim() ?? '';
  const apiKey = env.SIGNALBOARD_API_KEY?.trim() ?? '';
  if (!url)
    problems.push(
      'SIGNALBOARD_URL is not set: the address of your Signalboard, e.g. https://signalboard.example.com',
    );
  else if (!/^https?:\/\/[^/]/i.test(url) || !URL.canParse(url))
    problems.push(`SIGNALBOARD_URL "${url}" is not an http:// or https:// address`);
  if (!apiKey)
    problems.push('SIGNALBOARD_API_KEY is not set: create a key in Signalboard under Settings → API keys');
  else if (!apiKey.startsWith('sb_live_'))
    problems.push('SIGNALBOARD_API_KEY is not an API key (they start with sb_live_)');
  return problems.length ? { problems } : { url, apiKey };
}
