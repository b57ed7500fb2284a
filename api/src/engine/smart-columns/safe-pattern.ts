import { setFlagsFromString } from 'node:v8';

/**
 * User-written regular expressions run on every post, so they are treated as untrusted. JavaScript's
 * default regex engine backtracks: (a+)+$ is exponential, and even a*a*b is cubic (minutes on a long
 * post). Spotting every bad shape by looking at the pattern is a losing game, so user patterns run on
 * V8's linear-time engine instead (the `l` flag): matching costs at most pattern × input, whatever the
 * pattern. That engine has no case-insensitive mode, no lookarounds and no backreferences: the pattern's
 * letters are lowered and run on lowered text (case-insensitive matching), and patterns using the
 * others are refused when they are saved (422 naming `rules.patterns.<i>`). Posts are also cut to
 * maxInputLength characters first.
 *
 * The engine is behind a V8 flag that is safe to turn on at any time: it only makes the `l` flag
 * available. Were it ever unavailable, every pattern would be refused, never run unsafely.
 */
setFlagsFromString('--enable-experimental-regexp-engine');

export const maxPatternLength = 200;

/** Posts are cut to this many characters before any pattern runs on them. */
export const maxInputLength = 20_000;

/**
 * The pattern with its literal letters lowered (escapes such as \D, \S, \p{Lu} or \u00C9 kept as
 * written), so that it matches lowered text the way a case-insensitive pattern matches the original.
 */
export function lowerPattern(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (char !== '\\') {
      out += char.toLowerCase();
      continue;
    }
    const next = source[i + 1] ?? '';
    const braced = (next === 'p' || next === 'P' || next === 'u') && source[i + 2] === '{';
    const end = braced ? source.indexOf('}', i) : -1;
    const length = end > i ? end - i + 1 : next === 'c' ? 3 : 2;
    out += source.slice(i, i + length);
    i += length - 1;
  }
  return out;
}

/** The linear-time engine's flag (a variable: linters do not know it yet). */
const linearFlag = 'l';

function build(source: string): RegExp {
  return new RegExp(lowerPattern(source), linearFlag);
}

/** Why a pattern is refused, as the end of a `rules.patterns.<i>: ...` detail; null when it is fine. */
export function patternProblem(source: string): string | null {
  if (source.length > maxPatternLength) return `must be at most ${maxPatternLength} characters long`;
  try {
    new RegExp(source);
  } catch (error) {
    return `is not a valid regular expression (${(error as Error).message.replace(/^Invalid regular expression: /, '')})`;
  }
  try {
    build(source);
  } catch {
    return 'uses something that can make matching very slow (lookarounds, backreferences or large counted repeats); simplify it';
  }
  return null;
}

const compiled = new Map<string, RegExp | null>();

/** The pattern ready to run on lowered text, or null when it is refused; cached (patterns repeat per post). */
export function compilePattern(source: string): RegExp | null {
  const cached = compiled.get(source);
  if (cached !== undefined) return cached;
  const regex = patternProblem(source) === null ? build(source) : null;
  if (compiled.size > 1000) compiled.clear();
  compiled.set(source, regex);
  return regex;
}

/**
 * The first match of a user pattern in `text`, case-insensitively, as written in the text (when
 * lowering kept the length, which it does for all but a few letters; else as lowered).
 */
export function matchPattern(source: string, text: string): string | null {
  const regex = compilePattern(source);
  if (!regex) return null;
  const input = text.slice(0, maxInputLength);
  const lowered = input.toLowerCase();
  const match = regex.exec(lowered);
  if (!match) return null;
  return lowered.length === input.length ? input.slice(match.index, match.index + match[0].length) : match[0];
}
