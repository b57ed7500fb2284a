import type { RuntimeConfig } from '@signalboard/shared/config';
import {
  OVERRIDES_KEY,
  isAllowedOrigin,
  parseOverrideParams,
  resolveRemoteOverrides,
  searchWithoutOverrides,
} from '../remote-overrides';

const PAGE = 'https://staging.signalboard.app';
const config: RuntimeConfig = {
  apiUrl: 'https://api.staging.signalboard.app',
  analyticsKey: '',
  analyticsHost: '',
  environment: 'staging',
  remotes: {
    auth: 'https://cdn.signalboard.app/remotes/auth/1.0.0/mf-manifest.json',
    leads: 'https://cdn.signalboard.app/remotes/leads/1.0.0/mf-manifest.json',
    projects: '/remotes/projects/mf-manifest.json',
    settings: 'https://cdn.signalboard.app/remotes/settings/1.0.0/mf-manifest.json',
    team: 'https://cdn.signalboard.app/remotes/team/1.0.0/mf-manifest.json',
  },
};

afterEach(() => localStorage.clear());

describe('remote override allow-list', () => {
  it('accepts this origin, localhost and 127.0.0.1 on any port, and app-config origins', () => {
    expect(isAllowedOrigin(PAGE, PAGE, config)).toBe(true);
    expect(isAllowedOrigin('http://localhost:3002', PAGE, config)).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:9999', PAGE, config)).toBe(true);
    expect(isAllowedOrigin('https://cdn.signalboard.app', PAGE, config)).toBe(true);
    expect(isAllowedOrigin('https://evil.example', PAGE, config)).toBe(false);
    expect(isAllowedOrigin('https://localhost.evil.example', PAGE, config)).toBe(false);
    expect(isAllowedOrigin('null', PAGE, config)).toBe(false);
  });

  it('parses ?remote.<name>= parameters, rejecting what is not allowed', () => {
    const search =
      '?remote.leads=http://localhost:3002/mf-manifest.json' +
      '&remote.team=https://evil.example/mf-manifest.json' +
      '&remote.billing=http://localhost:1/x.json' +
      '&remote.auth=javascript:alert(1)' +
      '&remote.projects=' +
      '&tab=1';
    const { set, cleared, rejected } = parseOverrideParams(search, PAGE, config);
    expect(set).toEqual({ leads: 'http://localhost:3002/mf-manifest.json' });
    expect(cleared).toEqual(['projects']);
    expect(rejected.map((r) => r.param)).toEqual(['remote.team', 'remote.billing', 'remote.auth']);
    expect(rejected[0]?.reason).toBe('https://evil.example is not an allowed origin');
  });

  it('resolves relative addresses against the page', () => {
    const { set } = parseOverrideParams('?remote.auth=/preview/auth/mf-manifest.json', PAGE, config);
    expect(set.auth).toBe(`${PAGE}/preview/auth/mf-manifest.json`);
  });

  it('keeps overrides in localStorage, applies them, and drops one given an empty value', () => {
    const first = resolveRemoteOverrides(
      config,
      { search: '?remote.leads=http://localhost:3002/mf-manifest.json', origin: PAGE },
      localStorage,
    );
    expect(first.config.remotes.leads).toBe('http://localhost:3002/mf-manifest.json');
    expect(first.config.remotes.auth).toBe(config.remotes.auth);
    expect(JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? '{}')).toEqual({
      leads: 'http://localhost:3002/mf-manifest.json',
    });

    const later = resolveRemoteOverrides(config, { search: '', origin: PAGE }, localStorage);
    expect(later.active).toEqual({ leads: 'http://localhost:3002/mf-manifest.json' });

    const cleared = resolveRemoteOverrides(config, { search: '?remote.leads=', origin: PAGE }, localStorage);
    expect(cleared.active).toEqual({});
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
  });

  it('re-checks stored overrides, and ignores everything in production', () => {
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ team: 'https://evil.example/m.json', nope: 'x' }));
    expect(resolveRemoteOverrides(config, { search: '', origin: PAGE }, localStorage).active).toEqual({});

    const production = { ...config, environment: 'production' };
    const result = resolveRemoteOverrides(
      production,
      { search: '?remote.leads=http://localhost:3002/mf-manifest.json', origin: PAGE },
      localStorage,
    );
    expect(result.config).toBe(production);
    expect(result.active).toEqual({});
  });

  it('strips the override parameters from the address bar', () => {
    expect(searchWithoutOverrides('?remote.leads=x&tab=1&remote.auth=')).toBe('?tab=1');
    expect(searchWithoutOverrides('?remote.leads=x')).toBe('');
  });
});
