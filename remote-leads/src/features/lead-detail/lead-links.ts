// Where a lead opens: as a drawer over the list (`?lead=<id>`, the list's filter params kept) or as
// its own page (/projects/{p}/leads/{id} with the same filter params, so "Back to leads" and
// previous/next keep the view the user came from).

/** The URL param that opens the drawer. */
export const LEAD_PARAM = 'lead';

const withoutLead = (search: string | URLSearchParams): URLSearchParams => {
  const params = new URLSearchParams(search);
  params.delete(LEAD_PARAM);
  return params;
};

const query = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The list's search string with the drawer open on `leadId` (other params kept). */
export function openLeadHref(search: string | URLSearchParams, leadId: string): string {
  const params = withoutLead(search);
  params.set(LEAD_PARAM, leadId);
  return query(params);
}

/** The list's search string with the drawer closed. */
export function closeLeadHref(search: string | URLSearchParams): string {
  return query(withoutLead(search));
}

/** The lead's own page, carrying the list's filter params. */
export function leadPageHref(projectId: string, leadId: string, search: string | URLSearchParams): string {
  return `/projects/${encodeURIComponent(projectId)}/leads/${encodeURIComponent(leadId)}${closeLeadHref(search)}`;
}

/** The list with the filter params of `search`. */
export function leadsHref(projectId: string, search: string | URLSearchParams): string {
  return `/projects/${encodeURIComponent(projectId)}/leads${closeLeadHref(search)}`;
}

/**
 * The post's address when it is safe to link: http(s) only, so a `javascript:` or `data:` URL in an
 * untrusted post is never clickable.
 */
export function safeHttpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
