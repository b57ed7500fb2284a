// A company's public website, served on loopback for the wizard's "Enter your website" step. The API
// refuses loopback addresses; the e2e API process lets exactly this origin through with its test-only
// allow-list (UNSAFE_WEBSITE_FETCH_ALLOW_ORIGINS), so the real fetch, redirect and parsing code runs.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const landingPage = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Shipfast Invoicing — invoicing software for small agencies</title>
  <meta name="description" content="Shipfast Invoicing sends invoices, chases late payments and reconciles bank transactions for agencies and freelancers.">
  <meta property="og:site_name" content="Shipfast Invoicing">
  <meta property="og:description" content="Get paid twice as fast: automatic reminders, online card payments and bank reconciliation.">
  <script>window.shouldNeverRun = true;</script>
</head>
<body>
  <nav><a href="/pricing">Pricing</a> <a href="/login">Log in</a></nav>
  <main>
    <h1>Invoicing that gets agencies paid on time</h1>
    <p>Shipfast Invoicing is the invoicing tool for small agencies and freelancers who are tired of chasing clients.</p>
    <h2>Everything you need to get paid</h2>
    <ul>
      <li>Recurring invoices and retainers</li>
      <li>Automatic payment reminders</li>
      <li>Online card and bank payments</li>
      <li>Bank reconciliation</li>
    </ul>
    <h2>The simple alternative to FreshBooks and QuickBooks</h2>
    <p>Unlike QuickBooks, Shipfast is built for service businesses that bill by project and by hour.</p>
  </main>
  <footer>© Shipfast Invoicing Ltd</footer>
</body>
</html>`;

export interface CompanyWebsite {
  origin: string;
  close: () => Promise<void>;
}

export async function startCompanyWebsite(): Promise<CompanyWebsite> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      // Like many sites, the bare domain redirects to the canonical page.
      res.writeHead(301, { location: '/en/' });
      res.end();
      return;
    }
    if (url.pathname === '/en/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(landingPage);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<h1>Not found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
