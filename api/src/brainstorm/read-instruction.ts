import { intentSignalLimits } from '../schemas/intent-signal.js';
import { clip, oneLine } from './text.js';

// What the refiner understands of a plain-words instruction.

/** "exclude agencies, freelancers or students" -> ["agencies", "freelancers", "students"]. */
function termsOf(list: string): string[] {
  return list
    .split(/\s*,\s*|\s+(?:or|and|nor)\s+|\s*\/\s*/)
    .map((term) =>
      term
        .replace(/^["'“‘]|["'”’]$/g, '')
        .replace(/^(?:e\.g\.|i\.e\.|such as)\s*/i, '')
        .replace(/^(?:the|any|all|a|an)\s+/i, '')
        .replace(/\s+(?:posts?|mentions?|ones?)$/i, '')
        .trim(),
    )
    .filter((term) => term.length >= 2)
    .map((term) => clip(term, intentSignalLimits.term));
}

export type Step =
  | { kind: 'exclude'; terms: string[] }
  | { kind: 'focus'; terms: string[] }
  | { kind: 'include'; terms: string[] }
  | { kind: 'rename'; name: string }
  | { kind: 'unknown'; text: string };

const verbs =
  'exclude|ignore|skip|avoid|filter out|leave out|remove|drop|no|not|without|focus|only|target|include|add|also|rename|call it|name it|prioriti[sz]e|emphasi[sz]e|cover|limit|narrow';

/** Reads plain-words instructions: "exclude agencies; focus on pricing and rename it to Price shoppers". */
export function readInstruction(instruction: string): Step[] {
  // "e.g." and "i.e." end no clause: "exclude resellers (e.g. Amazon sellers)" is one step.
  const clauses = instruction
    .replace(/\b(e)\.g\.|\b(i)\.e\./gi, (_match, e?: string, i?: string) =>
      e ? `${e}\u2024g\u2024` : `${i}\u2024e\u2024`,
    )
    .split(
      new RegExp(
        String.raw`[.;\n]+|,\s*(?:and\s+)?(?=(?:${verbs})\b)|\s+and\s+(?=(?:${verbs})\b)|\s+but\s+`,
        'i',
      ),
    )
    .map((clause) =>
      oneLine(clause.replace(/\u2024/g, '.')).replace(/^(?:please|and|also then|then)\s+/i, ''),
    )
    .filter(Boolean);
  return clauses.map((clause): Step => {
    const rename = /^(?:rename(?:\s+it)?(?:\s+to)?|call it|name it)\s*:?\s+(.+)$/i.exec(clause);
    if (rename?.[1]) return { kind: 'rename', name: rename[1].replace(/^["'“]|["'”]$/g, '') };
    const exclude =
      /^(?:exclude|ignore|skip|avoid|filter out|leave out|remove|drop|no|not|without)\s+(?:posts?\s+(?:about|from|by|mentioning|with|that mention)\s+|anything\s+(?:about|from|with)\s+|mentions? of\s+)?(.+)$/i.exec(
        clause,
      );
    if (exclude?.[1]) return { kind: 'exclude', terms: termsOf(exclude[1]) };
    const focus =
      /^(?:focus(?:\s+more)?\s+on|only(?:\s+(?:posts?\s+)?(?:about|from|by|with))?|target|prioriti[sz]e|emphasi[sz]e|more about|narrow(?:\s+it)?(?:\s+down)?\s+to|limit(?:\s+it)?\s+to|concentrate on)\s+(.+)$/i.exec(
        clause,
      );
    if (focus?.[1]) return { kind: 'focus', terms: termsOf(focus[1]) };
    const include =
      /^(?:also\s+)?(?:include|add|cover|match|also match)\s+(?:keywords?\s+|the keywords?\s+)?(.+)$/i.exec(
        clause,
      );
    if (include?.[1]) return { kind: 'include', terms: termsOf(include[1]) };
    return { kind: 'unknown', text: clip(clause, 120) };
  });
}
