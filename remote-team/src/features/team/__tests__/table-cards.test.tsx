// On a phone (team.css, under 600 px) the pending-invite and guest tables are drawn as one card per
// row: each cell shows its column's name from data-label, and the table keeps its meaning for
// screen readers through explicit roles (a table drawn as blocks loses its implicit ones). jsdom draws
// nothing, so these tests hold the markup to that contract; e2e/tests/visual.spec.ts looks at a phone.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { testGuest, testGuestInvite, testUser } from '../../../testing/guest-routes';
import {
  ME,
  testInvite,
  testMember,
  testOrganization,
  testProject,
  withTeamApi,
} from '../../../testing/team-api';

const api = withTeamApi();
const GRACE = testUser('0b6f8c8e-1a2b-4c3d-8e4f-5a6b7c8d9e01', 'grace@partner.example', 'Grace', 'Hopper');

beforeEach(() => {
  const state = api().state;
  state.organization = testOrganization('owner');
  state.members = [testMember(ME, 'ada@example.com', 'owner', 'Ada')];
  state.invites = [testInvite('inv-1', 'linus@example.com'), testInvite('inv-2', null)];
  state.projects = [testProject('p-alpha', 'Alpha', '2025-01-01T00:00:00.000Z')];
  state.users = [GRACE];
  state.guests = { 'p-alpha': [testGuest(GRACE, '2025-03-05T10:00:00.000Z')] };
  state.guestInvites = [testGuestInvite('ginv-1', 'p-alpha', 'alan@elsewhere.example')];
});

/** Each body cell's card label is its column's header; the first cell is the card's title. */
function expectCardLabels(table: HTMLElement) {
  expect(table).toHaveClass('team-table--cards');
  expect(table).toHaveAttribute('role', 'table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(headers.length);
    cells.forEach((cell, column) => {
      const isTitle = column === 0;
      const isActions = column === headers.length - 1;
      if (isTitle) expect(cell).toHaveClass('team-table__title');
      if (isTitle || isActions) expect(cell).not.toHaveAttribute('data-label');
      else expect(cell).toHaveAttribute('data-label', headers[column]);
    });
  }
}

describe('the team tables on a phone', () => {
  it('pending invites: a card per invite, each value labelled with its column', async () => {
    renderApp('/team');
    expectCardLabels(await screen.findByRole('table', { name: 'Pending invites' }));
  });

  it('guests and pending guest invitations: a card per person', async () => {
    renderApp('/team');
    expectCardLabels(await screen.findByRole('table', { name: 'Guests of Alpha' }));
    expectCardLabels(await screen.findByRole('table', { name: 'Pending invitations to Alpha' }));
  });

  it('draws those tables as cards under 600 px, with labels that are not read twice', () => {
    const css = readFileSync(join(__dirname, '..', 'team.css'), 'utf8');
    const phone = css.slice(css.indexOf('@media (max-width: 599px) {\n  .team-table--cards'));
    expect(phone).toMatch(/\.team-table--cards tbody tr \{[^}]*border: 1px solid/);
    expect(phone).toMatch(/content: attr\(data-label\) \/ '';/);
  });
});
