import { LegalPage, Section } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 June 2025"
      intro={
        <p>
          Signalboard helps business teams find public forum posts from people asking for what they sell. This
          policy explains what personal data we handle to do that, why, for how long, and the choices you
          have. It covers our website and the Signalboard application (the &ldquo;Service&rdquo;).
        </p>
      }
    >
      <Section title="1. Who is responsible">
        <p>
          For account and billing data of our customers, Signalboard is the controller. For data our customers
          process through the Service (their leads, notes, statuses and team members), the customer is the
          controller and Signalboard acts as their processor under our Data Processing Addendum. Questions
          about this policy go to <a href="mailto:privacy@signalboard.app">privacy@signalboard.app</a>.
        </p>
      </Section>
      <Section title="2. Data we collect">
        <ul>
          <li>
            <strong>Account data</strong>: your name, work e-mail address, password (stored only as a salted
            hash), your organization, your role and, if you sign in with Google, your Google account
            identifier, name and profile picture.
          </li>
          <li>
            <strong>Workspace data</strong>: projects, business descriptions, intent signals, smart columns,
            lead statuses, notes and settings you or your colleagues enter.
          </li>
          <li>
            <strong>Public posts</strong>: the Service reads posts that their authors published openly on
            forums and social platforms (for example Hacker News, Reddit, Stack Exchange, GitHub, Mastodon,
            Bluesky or RSS feeds) that match a project&rsquo;s intent signals. We keep the post text, its
            link, the public author handle and the publication time. We do not collect private messages,
            closed groups or anything behind a login that is not yours.
          </li>
          <li>
            <strong>Integration data</strong>: when you connect Slack, an access token (encrypted at rest),
            the workspace and the channel you chose.
          </li>
          <li>
            <strong>Usage data</strong>: pages viewed, features used, device and browser type and approximate
            location derived from the IP address, collected with product analytics when it is enabled.
          </li>
        </ul>
      </Section>
      <Section title="3. Why we use it and on what basis">
        <ul>
          <li>
            To provide the Service you signed up for, including matching public posts to your intent signals
            and sending the alerts you configure (performance of a contract).
          </li>
          <li>To secure accounts, prevent abuse and keep the Service reliable (legitimate interests).</li>
          <li>
            To understand how the product is used and improve it, with aggregated analytics (legitimate
            interests; consent where the law requires it).
          </li>
          <li>
            To process public posts about people who asked a question in public: our customers&rsquo;
            legitimate interest in answering people who are looking for a product, balanced by the safeguards
            in section 5.
          </li>
          <li>To meet legal obligations such as tax records and responses to lawful requests.</li>
        </ul>
      </Section>
      <Section title="4. Sharing">
        <p>
          We do not sell personal data. We share it only with sub-processors that help us run the Service
          (hosting, e-mail delivery, product analytics and, when a customer configures one, a language-model
          provider used to score posts), bound by contracts that limit use to our instructions. The current
          list is available from <a href="mailto:privacy@signalboard.app">privacy@signalboard.app</a>. We
          notify customers before adding a new sub-processor.
        </p>
      </Section>
      <Section title="5. Safeguards for people whose posts we process">
        <ul>
          <li>We only process posts their authors made public, and we link back to the original.</li>
          <li>
            When a post is deleted at its source, it is removed from the Service the next time we see it gone,
            and in any case within 30 days.
          </li>
          <li>
            Anyone can ask us to remove their posts and exclude their handle from future matching by writing
            to <a href="mailto:privacy@signalboard.app">privacy@signalboard.app</a>; we act within 30 days.
          </li>
          <li>
            Our Terms forbid customers to use the Service for spam, harassment or building profiles of people.
          </li>
        </ul>
      </Section>
      <Section title="6. Retention">
        <p>
          Account and workspace data are kept while the organization&rsquo;s subscription is active and
          deleted within 90 days after it ends, except where we must keep records longer by law. Leads and the
          posts behind them are kept for as long as the project that found them exists. Analytics events are
          kept for at most 24 months. Backups are overwritten within 35 days.
        </p>
      </Section>
      <Section title="7. Security and transfers">
        <p>
          Data is encrypted in transit and at rest; access is limited to staff who need it and logged. Where
          data is transferred outside the European Economic Area or the United Kingdom, we rely on the
          European Commission&rsquo;s Standard Contractual Clauses or an adequacy decision.
        </p>
      </Section>
      <Section title="8. Your rights">
        <p>
          Depending on where you live, you may ask to access, correct, delete, restrict or export your
          personal data, and object to processing based on legitimate interests. Write to{' '}
          <a href="mailto:privacy@signalboard.app">privacy@signalboard.app</a>; we answer within 30 days. If a
          customer controls the data, we forward your request to them. You may also complain to your data
          protection authority.
        </p>
      </Section>
      <Section title="9. Cookies and analytics">
        <p>
          The application stores your sign-in token and selected project in your browser&rsquo;s local
          storage; they are needed for the Service to work. Product analytics, when enabled, uses its own
          cookie or local storage entry to recognise returning visitors; you can block it in your browser
          without losing any feature.
        </p>
      </Section>
      <Section title="10. Changes">
        <p>
          We will post any change here and, for material changes, tell account owners by e-mail at least 30
          days before it takes effect.
        </p>
      </Section>
    </LegalPage>
  );
}
