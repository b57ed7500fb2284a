import { IconMail } from '@signalboard/shared/ui';
import { LegalPage } from './legal-page';

const CHANNELS = [
  {
    title: 'Product support',
    email: 'support@signalboard.app',
    body: 'Questions about leads, projects, data sources, Slack alerts or your account.',
    response: 'First reply within 1 business day (Monday to Friday, 9:00 to 18:00 CET).',
  },
  {
    title: 'Sales and partnerships',
    email: 'sales@signalboard.app',
    body: 'Plans for larger teams, invoices and procurement questionnaires.',
    response: 'Reply within 1 business day.',
  },
  {
    title: 'Privacy and data requests',
    email: 'privacy@signalboard.app',
    body: 'Access, correction or deletion requests, including removal of a public post about you.',
    response: 'Acknowledged within 2 business days, completed within 30 days.',
  },
  {
    title: 'Security',
    email: 'security@signalboard.app',
    body: 'Report a vulnerability or a suspected account compromise.',
    response: 'Acknowledged within 24 hours, every day of the year.',
  },
];

export function ContactPage() {
  return (
    <LegalPage
      title="Contact"
      updated="1 June 2025"
      intro={
        <p>
          We are a small team and we read everything. Pick the address that fits, so the right person answers.
        </p>
      }
    >
      <ul className="sb-contact-list">
        {CHANNELS.map((channel) => (
          <li key={channel.email} className="sb-contact-card">
            <span className="sb-contact-card__icon" aria-hidden="true">
              <IconMail />
            </span>
            <div>
              <h2>{channel.title}</h2>
              <p>{channel.body}</p>
              <p>
                <a className="sb-link" href={`mailto:${channel.email}`}>
                  {channel.email}
                </a>
              </p>
              <p className="sb-muted sb-text-sm">{channel.response}</p>
            </div>
          </li>
        ))}
      </ul>
    </LegalPage>
  );
}
