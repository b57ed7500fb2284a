/** Does `version` satisfy a caret or exact range such as ^19.3.1, ^0.1.0 or 19.3.1? */
export function satisfies(version, range) {
  if (!range || range === '*') return true;
  const parse = (v) =>
    v
      .replace(/^[\^~=v]/, '')
      .split('-')[0]
      .split('.')
      .map(Number);
  const [a, b, c] = parse(version);
  const [x, y, z] = parse(range);
  if (!range.startsWith('^')) return a === x && b === y && c === z;
  if (x > 0) return a === x && (b > y || (b === y && c >= z));
  return a === 0 && b === y && c >= z;
}
