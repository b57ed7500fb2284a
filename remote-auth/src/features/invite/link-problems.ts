// What to tell someone whose invite link no longer works, by the API's stable code.
import type { InviteLinkError } from '@signalboard/shared/api';

export interface LinkProblem {
  title: string;
  explanation: string;
}

const ASK_AGAIN = 'Ask the person who invited you to send a new invitation.';

export const linkProblems: Record<InviteLinkError, LinkProblem> = {
  INVITE_EXPIRED: {
    title: 'This invitation has expired',
    explanation: `Invitation links work for 7 days. ${ASK_AGAIN}`,
  },
  INVITE_USED: {
    title: 'This invitation was already used',
    explanation: `Each invitation link works once, and this one has been accepted or declined. ${ASK_AGAIN}`,
  },
  INVITE_CANCELLED: {
    title: 'This invitation was cancelled',
    explanation: `The organization withdrew it. ${ASK_AGAIN}`,
  },
  INVITE_UNKNOWN: {
    title: 'This invitation link is not valid',
    explanation: `Check that you opened the whole link from the e-mail or message. ${ASK_AGAIN}`,
  },
};

export function linkProblemFor(code: string | undefined): LinkProblem | undefined {
  return code && code in linkProblems ? linkProblems[code as InviteLinkError] : undefined;
}
