import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { ChipInput } from '../chip-input';

function renderWithUser(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}

function Keywords({ start = [] as string[] }) {
  const [values, setValues] = useState(start);
  return (
    <>
      <ChipInput label="Keywords" itemName="keyword" values={values} onChange={setValues} maxLength={20} />
      <p data-testid="values">{values.join('|')}</p>
    </>
  );
}

const values = () => screen.getByTestId('values').textContent;

describe('ChipInput', () => {
  it('adds on Enter or a comma, removes the last with Backspace, splits a pasted list', async () => {
    const { user } = renderWithUser(<Keywords />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    await user.type(input, 'crm{Enter}sales pipeline,');
    expect(values()).toBe('crm|sales pipeline');
    await user.paste('lead tracking\nhubspot, pipedrive');
    expect(values()).toBe('crm|sales pipeline|lead tracking|hubspot|pipedrive');
    await user.keyboard('{Backspace}');
    expect(values()).toBe('crm|sales pipeline|lead tracking|hubspot');
    expect(screen.getByRole('status').textContent).toBe('Removed pipedrive.');
  });

  it('shows the chips as a labelled list, each removable from the keyboard', async () => {
    const { user } = renderWithUser(<Keywords start={['crm', 'saas']} />);
    const list = screen.getByRole('list', { name: 'Keywords' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    screen.getByRole('button', { name: 'Remove keyword “crm”' }).focus();
    await user.keyboard('{Enter}');
    expect(values()).toBe('saas');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Keywords' }));
  });

  it('refuses a duplicate or an overlong entry, saying why', async () => {
    const { user } = renderWithUser(<Keywords start={['crm']} />);
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    await user.type(input, 'CRM{Enter}');
    screen.getByText('“CRM” is already in the list.');
    await user.clear(input);
    await user.type(input, 'a very long keyword indeed{Enter}');
    screen.getByText('A keyword can be at most 20 characters.');
    expect(values()).toBe('crm');
  });
});
