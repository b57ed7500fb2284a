import { parseRuntimeConfig, RuntimeConfigError } from '../load-runtime-config';

describe('app-config.json', () => {
  it('fills optional fields and trims trailing slashes', () => {
    const config = parseRuntimeConfig({
      apiUrl: 'https://api.example.com/',
      remotes: { auth: '/remotes/auth/mf-manifest.json', leads: 'x' },
    });
    expect(config.apiUrl).toBe('https://api.example.com');
    expect(config.environment).toBe('production');
    expect(config.analyticsKey).toBe('');
    expect(config.remotes).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      leads: 'x',
      projects: '',
      settings: '',
      team: '',
    });
  });

  it('says what is wrong', () => {
    expect(() => parseRuntimeConfig('nope')).toThrow(RuntimeConfigError);
    expect(() => parseRuntimeConfig({ apiUrl: '' })).toThrow(/"remotes"/);
    expect(() => parseRuntimeConfig({ apiUrl: 3, remotes: {} })).toThrow('"apiUrl" must be a string.');
  });
});
