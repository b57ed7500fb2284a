import { LegalPage, Section } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      updated="1 June 2025"
      intro={
        <p>
          These terms govern your organization&rsquo;s use of Signalboard (the &ldquo;Service&rdquo;). By
          creating an account or using the Service on behalf of an organization, you accept them for that
          organization and confirm that you may do so.
        </p>
      }
    >
      <Section title="1. The Service">
        <p>
          Signalboard monitors public sources you choose, matches posts to the intent signals of your
          projects, and gives your team tools to triage the resulting leads. Matches and scores are
          suggestions produced automatically; they may be incomplete or wrong, and you decide what to do with
          them.
        </p>
      </Section>
      <Section title="2. Accounts">
        <ul>
          <li>You must give accurate information and keep your password and sign-in links confidential.</li>
          <li>
            Organization owners and admins decide who joins the organization and who has guest access to a
            project, and are responsible for their team&rsquo;s use of the Service.
          </li>
          <li>
            Tell us at once at <a href="mailto:security@signalboard.app">security@signalboard.app</a> if you
            suspect unauthorized access.
          </li>
        </ul>
      </Section>
      <Section title="3. Acceptable use">
        <p>You will not use the Service to:</p>
        <ul>
          <li>
            send unsolicited bulk messages, or contact people in ways the source platform&rsquo;s rules
            forbid;
          </li>
          <li>
            harass, discriminate against or build profiles of individuals, or process special categories of
            data about them;
          </li>
          <li>
            breach the terms of the platforms you monitor, or circumvent their rate limits or access controls;
          </li>
          <li>
            attempt to access other customers&rsquo; data, probe or overload the Service, or resell it without
            our written agreement.
          </li>
        </ul>
        <p>
          We may suspend access that puts the Service, other customers or the people in public posts at risk,
          and will tell you why.
        </p>
      </Section>
      <Section title="4. Your data">
        <p>
          You keep all rights to the data you put into the Service. You grant us the rights needed to host and
          process it to provide the Service, as described in our <a href="/privacy">Privacy Policy</a> and
          Data Processing Addendum. You can export your leads at any time and for 30 days after your
          subscription ends.
        </p>
      </Section>
      <Section title="5. Third-party platforms and integrations">
        <p>
          Public posts remain the content of their authors and are subject to the terms of the platform they
          were published on. Integrations such as Slack or Google are provided by third parties under their
          own terms; we are not responsible for their availability.
        </p>
      </Section>
      <Section title="6. Fees">
        <p>
          Paid plans are billed in advance for each subscription period and are non-refundable except where
          the law requires otherwise. We will give at least 30 days&rsquo; notice of any price change, which
          applies from your next period.
        </p>
      </Section>
      <Section title="7. Availability and support">
        <p>
          We aim for high availability and announce planned maintenance in advance. Support is available by
          e-mail at <a href="mailto:support@signalboard.app">support@signalboard.app</a> with the response
          times listed on our <a href="/contact">Contact</a> page.
        </p>
      </Section>
      <Section title="8. Warranties and liability">
        <p>
          The Service is provided &ldquo;as is&rdquo;. To the extent the law allows, we exclude implied
          warranties, and each party&rsquo;s total liability under these terms is limited to the fees paid in
          the twelve months before the claim. Neither party is liable for indirect or consequential loss, or
          lost profits. Nothing limits liability that cannot be limited by law.
        </p>
      </Section>
      <Section title="9. Term and termination">
        <p>
          You may stop using the Service and close your organization at any time. Either party may terminate
          for a material breach not cured within 30 days of notice. On termination we delete your data as
          described in the Privacy Policy.
        </p>
      </Section>
      <Section title="10. Changes and contact">
        <p>
          We may update these terms; material changes are announced to account owners at least 30 days in
          advance. Questions: <a href="mailto:legal@signalboard.app">legal@signalboard.app</a>.
        </p>
      </Section>
    </LegalPage>
  );
}
