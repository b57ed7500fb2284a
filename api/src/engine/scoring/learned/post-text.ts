/**
 * What the sentence encoder reads of a post: the title (where the ask usually is) then the body. The
 * pipeline stores the vector of exactly this text; the evaluation embeds the same.
 */
export function postEmbeddingText(post: { title?: string | null; body?: string | null }): string {
  return post.title ? `${post.title}\n${post.body ?? ''}` : (post.body ?? '');
}
