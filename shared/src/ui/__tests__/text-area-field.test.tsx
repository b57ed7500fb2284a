import { render, screen } from '@testing-library/react';
import { TextAreaField } from '../text-area-field';

describe('TextAreaField', () => {
  it('labels the textarea and describes it with its error, hint and count', () => {
    render(
      <TextAreaField
        label="Business description"
        hint="What you sell."
        error="Too long."
        countMax={5}
        value="abcdef"
        onChange={() => {}}
        required
      />,
    );
    const field = screen.getByRole('textbox', { name: /Business description/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const description = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Too long.', 'What you sell.', '6 / 5 characters']);
    expect(screen.getByText('6 / 5 characters').classList.contains('sb-char-count--over')).toBe(true);
  });

  it('has no count and no invalid state unless asked', () => {
    render(<TextAreaField label="Notes" value="abc" onChange={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Notes' });
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(field.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByText(/characters/)).toBeNull();
  });
});
