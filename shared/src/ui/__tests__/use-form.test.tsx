import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { maxLength, required, type Validator } from '../field-validators';
import { Form } from '../form';
import { TextField } from '../text-field';
import { useForm } from '../use-form';

type Values = { name: string; nickname: string };

const notTheName: Validator<Values> = (value, values) =>
  value && value === values.name ? 'The nickname must differ from the name.' : null;

const rules = {
  name: [required('Name'), maxLength('Name', 5)],
  nickname: [notTheName],
};

function NameForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ name: '', nickname: '' }, rules);
  return (
    <Form onSubmit={form.handleSubmit(onValid)}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Nickname" {...form.field('nickname')} />
      <button type="submit">Save</button>
    </Form>
  );
}

function setup() {
  const submitted: Values[] = [];
  render(<NameForm onValid={(values) => submitted.push(values)} />);
  return { user: userEvent.setup(), submitted };
}

const name = () => screen.getByLabelText('Name') as HTMLInputElement;
const nickname = () => screen.getByLabelText('Nickname') as HTMLInputElement;

describe('useForm', () => {
  it('on submit, shows every message and focuses the first invalid field without submitting', async () => {
    const { user, submitted } = setup();
    await user.click(nickname());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(name());
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name is required.')).toBeTruthy();
    expect(submitted).toEqual([]);
  });

  it('checks a field on blur only once the user has typed in it', async () => {
    const { user } = setup();
    await user.click(name());
    await user.tab();
    expect(screen.queryByText('Name is required.')).toBeNull();
    await user.type(name(), 'Adalind');
    await user.tab();
    expect(screen.getByText('Name must be at most 5 characters.')).toBeTruthy();
  });

  it('clears a shown message as soon as the value is fixed', async () => {
    const { user } = setup();
    await user.type(name(), 'Adalind');
    await user.tab();
    await user.click(name());
    await user.keyboard('{Backspace}{Backspace}');
    expect(screen.queryByText(/at most 5/)).toBeNull();
  });

  it('gives rules the other values, and submits the values once all are valid', async () => {
    const { user, submitted } = setup();
    await user.type(name(), 'Ada');
    await user.type(nickname(), 'Ada{Enter}');
    expect(screen.getByText('The nickname must differ from the name.')).toBeTruthy();
    expect(document.activeElement).toBe(nickname());
    await user.clear(nickname());
    await user.type(nickname(), 'Countess{Enter}');
    expect(submitted).toEqual([{ name: 'Ada', nickname: 'Countess' }]);
  });
});
