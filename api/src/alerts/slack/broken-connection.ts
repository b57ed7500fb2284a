/**
 * Slack errors after which posting again cannot help: the token is gone or the channel is. The connection
 * is marked broken with a sentence saying what happened and what to do, and alerts stop until a member
 * reconnects or picks another channel.
 */
const brokenReasons: Record<string, string> = {
  token_revoked:
    'Signalboard was removed from your Slack workspace, so alerts stopped. Connect Slack again to resume them.',
  invalid_auth:
    "Slack no longer accepts Signalboard's access to your workspace, so alerts stopped. Connect Slack again to resume them.",
  account_inactive:
    'The Slack account Signalboard was installed with is deactivated, so alerts stopped. Connect Slack again (from an active account) to resume them.',
  channel_not_found:
    'The Slack channel for alerts no longer exists or Signalboard cannot see it, so alerts stopped. Pick another channel to resume them.',
  not_in_channel:
    "Signalboard's Slack app was removed from the alerts channel, so alerts stopped. Invite it back with /invite, or pick another channel.",
  is_archived:
    'The Slack channel for alerts was archived, so alerts stopped. Pick another channel to resume them.',
};

/** Errors that need a reconnect (the token) rather than another channel. */
export const tokenErrors = new Set(['token_revoked', 'invalid_auth', 'account_inactive']);

export function isBreakingSlackError(code: string): boolean {
  return code in brokenReasons;
}

export function brokenReason(code: string): string {
  return (
    brokenReasons[code] ?? `Slack refused to post the alerts (${code}). Connect Slack again to resume them.`
  );
}
