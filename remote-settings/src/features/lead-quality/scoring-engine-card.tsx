// "How leads are scored": what runs on this server (no post leaves it), and the LLM — which model
// when one is configured, how to add one (any OpenAI-compatible endpoint, a local one included)
// when not. The API never sends the endpoint or the key, only the model's name.
import type { ScoringEngine } from '@signalboard/shared/api';
import { Card, CopyButton } from '@signalboard/shared/ui';

// A local Ollama needs no key; a hosted service also takes LLM_API_KEY.
const ENV_EXAMPLE = ['LLM_BASE_URL=http://localhost:11434/v1', 'LLM_MODEL=qwen2.5:7b'].join('\n');

function LocalModel({ local }: { local: ScoringEngine['local_model'] }) {
  if (local.kind === 'rules')
    return (
      <p>
        Leads are scored on this server by rules: the intent signals’ keywords and phrases, buying cues
        (asking for a recommendation, naming a tool you replace) and the negatives. No post leaves the server.
      </p>
    );
  return (
    <>
      <p>
        Leads are scored on this server by a learned model
        {local.version !== null ? ` (version ${local.version})` : ''}: the signals’ rules, sentence embeddings
        that compare each post’s meaning with your signals and business, and your team’s own{' '}
        <strong>Good lead</strong> / <strong>Not a lead</strong> examples. No post leaves the server.
      </p>
      {local.embeddings ? null : (
        <p className="settings-notice">
          Sentence embeddings are switched off on this server, so only the rules score posts.
        </p>
      )}
    </>
  );
}

export function ScoringEngineCard({ scoring }: { scoring: ScoringEngine }) {
  const { llm } = scoring;
  return (
    <Card title="How leads are scored">
      <div className="sb-stack quality-card-body quality-engine">
        <LocalModel local={scoring.local_model} />
        {llm.configured ? (
          <p>
            An AI model also reads the posts the local scorer lets through and decides which are leads:{' '}
            <strong className="quality-engine__model">{llm.model ?? 'configured'}</strong>. Those posts are
            sent to the endpoint your administrator set.
          </p>
        ) : (
          <>
            <p>
              <strong>No AI model is configured.</strong> To have one read the posts too, your administrator
              sets <code>LLM_BASE_URL</code>, <code>LLM_MODEL</code> and, for a hosted service,{' '}
              <code>LLM_API_KEY</code> on the server. Any endpoint that speaks the OpenAI chat-completions
              format works, including a model on your own machine, where no post leaves your network:{' '}
              {'Ollama ('}
              <code>http://localhost:11434/v1</code>
              {') or llama.cpp’s server ('}
              <code>http://localhost:8080/v1</code>
              {'). For example, with Ollama:'}
            </p>
            <pre className="quality-engine__env">{ENV_EXAMPLE}</pre>
            <div>
              <CopyButton value={ENV_EXAMPLE} label="Copy the example settings" />
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
