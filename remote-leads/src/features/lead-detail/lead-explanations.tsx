// Why the lead matched (every signal, best first, with its score as a meter and the engine's
// explanation) and the project's smart column answers for it.
import type { LeadItem, SmartColumn } from '@signalboard/shared/api';

type Match = LeadItem['matches'][number];
type SmartValue = LeadItem['smart_values'][number];

function Words({ label, words, negative = false }: { label: string; words: string[]; negative?: boolean }) {
  if (words.length === 0) return null;
  return (
    <div className="lead-detail__words">
      <dt>{label}</dt>
      <dd>
        <ul className="lead-detail__chips">
          {words.map((word) => (
            <li
              key={word}
              className={negative ? 'lead-detail__chip lead-detail__chip--negative' : 'lead-detail__chip'}
            >
              {word}
            </li>
          ))}
        </ul>
      </dd>
    </div>
  );
}

/** Which engine scored the match: the LLM (with its category), the learned model, or the rules alone. */
export function judgedBy(explanation: Match['explanation']): string {
  if (explanation.source === 'llm') {
    const local = explanation.local_score !== undefined ? ` (local score ${explanation.local_score})` : '';
    const category = explanation.category ? `: ${explanation.category.replaceAll('_', ' ')}` : '';
    return `Judged by the AI${local}${category}`;
  }
  // Leads scored before the learned model (or with the encoder unavailable) carry no reasons.
  return explanation.reasons ? 'Scored on this server by the learned model' : 'Scored by keyword matching';
}

function MatchItem({ match }: { match: Match }) {
  const { explanation } = match;
  const nameId = `match-${match.intent_signal_id}`;
  return (
    <li className="lead-detail__match" aria-labelledby={nameId}>
      <div className="lead-detail__match-head">
        <h4 id={nameId} className="lead-detail__match-name">
          {match.intent_signal_name}
        </h4>
        <meter
          className="lead-detail__meter"
          min={0}
          max={100}
          low={40}
          high={70}
          optimum={100}
          value={match.score}
          aria-label={`Score for ${match.intent_signal_name}`}
        >
          {match.score}
        </meter>
        <span className="lead-detail__score">{match.score}</span>
      </div>
      <p className="lead-detail__reason">{explanation.reason}</p>
      <dl className="lead-detail__explanation">
        <Words label="Matched terms" words={explanation.terms} />
        <Words label="Matched phrases" words={explanation.phrases} />
        {explanation.reasons ? (
          <Words label={match.score >= 50 ? 'Why' : 'Why not'} words={explanation.reasons} />
        ) : (
          <Words label="Buying cues" words={explanation.cues} />
        )}
        <Words label="Negative keywords" words={explanation.negatives} negative />
      </dl>
      <p className="lead-detail__judge">{judgedBy(explanation)}</p>
    </li>
  );
}

export function LeadMatches({ matches }: { matches: Match[] }) {
  return (
    <section className="lead-detail__section" aria-labelledby="lead-matches-title">
      <h3 id="lead-matches-title" className="lead-detail__section-title">
        Matched intent signals
      </h3>
      {matches.length === 0 ? (
        <p className="lead-detail__muted">This lead matches none of the current signals.</p>
      ) : (
        <ul className="lead-detail__matches">
          {matches.map((match) => (
            <MatchItem key={match.intent_signal_id} match={match} />
          ))}
        </ul>
      )}
    </section>
  );
}

function answerOf(value: SmartValue | undefined): string {
  if (!value) return 'Not answered yet';
  if (value.bool_value !== null) return value.bool_value ? 'Yes' : 'No';
  if (value.text_value !== null && value.text_value !== '') return value.text_value;
  return 'No answer';
}

export function LeadSmartValues({ columns, values }: { columns: SmartColumn[]; values: SmartValue[] }) {
  if (columns.length === 0) return null;
  const byColumn = new Map(values.map((value) => [value.smart_column_id, value]));
  return (
    <section className="lead-detail__section" aria-labelledby="lead-smart-title">
      <h3 id="lead-smart-title" className="lead-detail__section-title">
        Smart columns
      </h3>
      <dl className="lead-detail__smart">
        {columns.map((column) => {
          const value = byColumn.get(column.id);
          return (
            <div key={column.id} className="lead-detail__smart-row">
              <dt>{column.name}</dt>
              <dd>
                {answerOf(value)}
                {value?.stale ? (
                  <span className="lead-detail__stale" title="Answered for an older version of this column">
                    {' '}
                    (out of date)
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
