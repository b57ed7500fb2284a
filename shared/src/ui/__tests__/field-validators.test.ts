import {
  email,
  maxLength,
  MIN_PASSWORD_LENGTH,
  minPasswordLength,
  required,
  website,
} from '../field-validators';

describe('field validators', () => {
  it('required refuses blank values, naming the field', () => {
    expect(required('E-mail')('  ')).toBe('E-mail is required.');
    expect(required('E-mail')('a')).toBeNull();
  });

  it('maxLength counts the trimmed value', () => {
    expect(maxLength('Name', 3)(' abc ')).toBeNull();
    expect(maxLength('Name', 3)('abcd')).toBe('Name must be at most 3 characters.');
  });

  it('email wants something@domain.tld, and leaves an empty value to required', () => {
    expect(email('')).toBeNull();
    expect(email(' ada@example.com ')).toBeNull();
    for (const bad of ['ada@', 'ada@example', 'a da@example.com', '@example.com']) {
      expect(email(bad)).toBe('Enter a valid e-mail address, like name@example.com.');
    }
  });

  it('minPasswordLength is the API rule of 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(minPasswordLength('1234567')).toBe('Password must be at least 8 characters.');
    expect(minPasswordLength('12345678')).toBeNull();
    expect(minPasswordLength('')).toBeNull();
  });

  it('website accepts a host name with or without a scheme, and nothing else', () => {
    for (const good of ['', 'example.com', 'https://www.example.com/pricing', 'HTTP://a.io']) {
      expect(website(good)).toBeNull();
    }
    for (const bad of ['example', 'not a site', 'ftp://example.com', 'https://']) {
      expect(website(bad)).toBe('Enter a website address, like example.com.');
    }
  });
});
