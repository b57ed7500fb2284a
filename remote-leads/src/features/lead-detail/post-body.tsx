// The whole body of a post in paragraphs (blank lines split them; single line breaks stay, by CSS
// pre-line), with the matched terms marked. Untrusted: it only ever becomes text nodes and our <mark>s.
import { Highlight } from '../../components/highlight';

export function PostBody({ body, terms }: { body: string; terms: readonly string[] }) {
  const paragraphs = body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className="lead-detail__body">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          <Highlight text={paragraph} terms={terms} />
        </p>
      ))}
    </div>
  );
}
