import { fetchRemoteManifest, remoteEntryUrl } from '../remote-manifest';

const manifest = (publicPath: string, path = '') => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path, type: 'global' } },
});

describe('remoteEntryUrl', () => {
  it('puts the entry beside the manifest when the public path is auto', () => {
    const address = 'https://cdn.example.com/remotes/leads/1.2.0+abc/mf-manifest.json';
    expect(remoteEntryUrl(manifest('auto'), address)).toBe(
      'https://cdn.example.com/remotes/leads/1.2.0+abc/remoteEntry.js',
    );
    expect(remoteEntryUrl(manifest('auto', 'static/'), address)).toBe(
      'https://cdn.example.com/remotes/leads/1.2.0+abc/static/remoteEntry.js',
    );
  });

  it('honours an absolute or root-relative public path', () => {
    const address = 'https://app.example.com/manifests/leads.json';
    expect(remoteEntryUrl(manifest('https://cdn.example.com/leads/'), address)).toBe(
      'https://cdn.example.com/leads/remoteEntry.js',
    );
    expect(remoteEntryUrl(manifest('/leads'), address)).toBe('https://app.example.com/leads/remoteEntry.js');
  });
});

describe('fetchRemoteManifest', () => {
  it('revalidates the manifest every time (a remote can move on while the page is open)', async () => {
    const seen: RequestInit[] = [];
    await fetchRemoteManifest('https://remotes.example.com/mf-manifest.json', async (_input, init) => {
      seen.push(init ?? {});
      return new Response('{}');
    });
    expect(seen[0]?.cache).toBe('no-cache');
  });
});
