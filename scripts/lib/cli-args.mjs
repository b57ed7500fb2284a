// The small argument parser the release scripts share: `--name value` options, `--flag` switches
// and positional words, with a sentence for an option that is missing its value.
export function parseArgs(argv, { options = [], flags = [] } = {}) {
  const values = {};
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const key = arg.replace(/^--/, '');
    if (arg.startsWith('--') && flags.includes(key)) values[key] = true;
    else if (arg.startsWith('--') && options.includes(key)) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value.`);
      values[key] = value;
      i += 1;
    } else if (arg.startsWith('--')) {
      const known = [...options, ...flags].map((o) => `--${o}`).join(', ');
      throw new Error(`${arg} is not an option of this command (it takes ${known || 'no options'}).`);
    } else positional.push(arg);
  }
  return { values, positional };
}

/**
 * Runs a command's main function. A refusal (a plain Error) ends the process with its sentence;
 * anything else (a TypeError...) is a bug and keeps its stack.
 */
export async function runCommand(main) {
  try {
    process.exitCode = (await main()) ?? 0;
  } catch (error) {
    console.error(error instanceof Error && error.name === 'Error' ? error.message : error);
    process.exitCode = 1;
  }
}
