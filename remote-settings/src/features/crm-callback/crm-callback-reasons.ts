// Why a CRM was not connected, in words with what to do, per reason the API's OAuth callback names
// (api/src/routes/crm/oauth-callback.ts); `unknown_project` is a success that does not say where.
// `not_configured` is told by the page itself (OperatorNotice).
export function reasonSentence(reason: string, name: string): string {
  switch (reason) {
    case 'access_denied':
      return `You cancelled on ${name}’s page (or ${name} did not allow it), so nothing was connected. Connect again when you are ready.`;
    case 'invalid_state':
      return `This connection link expired or was already used: it works once, within 10 minutes. Start again from the Integrations settings.`;
    case 'exchange_failed':
      return `${name} did not confirm the connection. Try again in a moment; if it keeps failing, ask the person who runs Signalboard to check the ${name} app’s settings (its redirect URL and secret).`;
    case 'missing_scope':
      return `${name} gave Signalboard fewer permissions than it needs, so nothing was connected. Connect again and allow everything the consent page asks for.`;
    case 'not_ready':
      return `${name} let Signalboard in, but could not be made ready for leads (Signalboard creates the property it finds people by), so nothing was connected. Fix what ${name} said, then connect again.`;
    case 'unknown_project':
      return `The answer did not say which project this was for. Open the project’s Integrations settings to see whether ${name} is connected.`;
    default:
      return `${name} could not be connected. Try again from the Integrations settings.`;
  }
}
