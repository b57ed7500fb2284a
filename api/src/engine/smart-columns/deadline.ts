/**
 * When the poster needs something: "ASAP", "today", "this week", "by the end of the month", "before
 * April 6th", "within 30 days", "by Q3", "on Friday". Horizons far off ("next year", "at some point")
 * are read but are not urgent; "no rush" and past times ("3 days ago", "since 2019") are not deadlines.
 */

const month = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const weekday = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const count = String.raw`(?:(?:the\s+next\s+)?(?:\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple\s+of)|the\s+next)`;
const unit = String.raw`(?:hours?|days?|weeks?|months?|business\s+days?)`;
const day = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?)`;
/** A calendar date: "April 6th", "14 March", "June 1", "the 1st of May". */
const date = String.raw`(?:${month}\.?\s+${day}\b|${day}\s+(?:of\s+)?${month}\b)`;
const lead = String.raw`(?:(?:by|before|until|till|no\s+later\s+than|on|for)\s+)?`;

/** Urgency without a time: answers only when the post names no time ("The deadline is Friday" → Friday). */
const urgentWords =
  /\b(?:asap|a\.s\.a\.p\.?|urgent(?:ly)?|emergency|as\s+soon\s+as\s+possible|right\s+(?:now|away)|immediately|time[- ]sensitive|deadline)\b/i;

/** A time the poster needs it by. */
const times: RegExp[] = [
  /\b(?:need(?:s|ed)?\s+(?:\w+\s+)?now|(?:before|by|on)\s+(?:\w+\s+){0,3}?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|week(?:end)?|month|quarter)|next\s+(?:week|few\s+days|couple\s+of\s+days|month)|end\s+of\s+(?:the\s+)?(?:day|week)|eod|eow)\b/i,
  new RegExp(
    String.raw`\b(?:by|before|until|till)\s+(?:the\s+)?end\s+of\s+(?:the\s+)?(?:month|week|quarter|year|q[1-4]|${month})\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:by|before|until|in\s+time\s+for)\s+(?:q[1-4]|${month}|next\s+(?:week|month|quarter)|${weekday}|the\s+\d{1,2}(?:st|nd|rd|th))\b`,
    'i',
  ),
  new RegExp(String.raw`\b(?:in|within)\s+${count}\s+${unit}\b(?!\s+(?:ago|later))`, 'i'),
  new RegExp(String.raw`\b${lead}(?:this\s+|next\s+)?${weekday}\b`, 'i'),
  new RegExp(String.raw`\b${lead}${date}`, 'i'),
];

/** Times far enough off that they are a plan, not urgency. */
const horizon =
  /\b(?:next\s+year|later\s+this\s+year|next\s+quarter|at\s+some\s+point|eventually|some\s?day|in\s+the\s+(?:future|long\s+run)|in\s+a\s+few\s+months)\b/i;
/** The poster says there is no hurry: no deadline, whatever the dates in the post. */
const noHurry =
  /\b(?:no\s+(?:rush|hurry|deadline|urgency)|not\s+(?:urgent|in\s+a\s+(?:rush|hurry))|whenever)\b/i;

export interface Deadline {
  /** As written: "by the end of the month", "ASAP". */
  phrase: string;
  urgent: boolean;
}

export function findDeadline(text: string): Deadline | null {
  if (noHurry.test(text)) return null;
  let best: { index: number; phrase: string } | null = null;
  for (const pattern of times) {
    const match = pattern.exec(text);
    if (match && (!best || match.index < best.index)) best = { index: match.index, phrase: match[0] };
  }
  const phrase = best?.phrase ?? urgentWords.exec(text)?.[0];
  if (phrase) return { phrase: phrase.trim(), urgent: true };
  const far = horizon.exec(text);
  return far ? { phrase: far[0].trim(), urgent: false } : null;
}
