// Under the question of a smart column: how it will be answered. With an LLM configured every question
// goes to it; without one, the server's own rules answer the questions they know (team size, budget,
// competitor, deadline, location, role, asks a question) and the hint says so; any other question would
// only be matched on its words, so the hint says that too and offers the questions it does answer.
import { useEffect, useState } from 'react';
import {
  useSmartColumnPreview,
  type SmartColumnKind,
  type SmartColumnPreviewResult,
} from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';

type Template = SmartColumnPreviewResult['templates'][number];

/** The value once it has stopped changing for `delay` ms (the preview is asked as the person types). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export function LocalAnswerHint({
  projectId,
  question,
  kind,
  onChoose,
}: {
  projectId: string;
  question: string;
  kind: SmartColumnKind;
  onChoose: (template: Template) => void;
}) {
  const settled = useSettled(question, 400);
  const preview = useSmartColumnPreview(projectId, { question: settled, kind });
  const data = settled.trim() === '' ? undefined : preview.data;
  if (!data) return null;

  if (data.llm_configured)
    return (
      <p className="sb-muted sb-text-sm" role="status">
        Your AI model answers this question for every lead.
      </p>
    );
  if (data.local_answer.answerable)
    return (
      <p className="sb-muted sb-text-sm" role="status">
        Answered without an AI model. {data.local_answer.summary}
      </p>
    );
  return (
    <div className="manage-hint" role="status">
      <p className="sb-text-sm">
        <strong>Without an AI model this question can’t really be answered.</strong> The column would only
        match the question’s words, so expect wrong answers. You can still add it, or pick a question answered
        here:
      </p>
      <ul className="manage-hint__templates" aria-label="Questions answered without an AI model">
        {data.templates.map((template) => (
          <li key={template.question}>
            <Button size="sm" variant="secondary" onClick={() => onChoose(template)}>
              {template.question}
            </Button>
          </li>
        ))}
      </ul>
      <p className="sb-muted sb-text-sm">
        To answer any question, connect an OpenAI-compatible model (a hosted one, or a local server such as
        Ollama or llama.cpp) in the server’s configuration.
      </p>
    </div>
  );
}
