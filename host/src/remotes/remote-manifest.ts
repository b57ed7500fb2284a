// Reads a remote's mf-manifest.json (always revalidated: a remote can move on while this page is
// open) and works out its remoteEntry address, so the host can check a remote before it loads any
// of its code and then hand the federation runtime the entry itself.

/** Why a manifest could not be read, as the end of a sentence ("…: the manifest answered 404"). */
export class ManifestUnreachableError extends Error {
  override readonly name = 'ManifestUnreachableError';
  constructor(readonly reason: string) {
    super(reason);
  }
}

export async function fetchRemoteManifest(
  address: string,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(address, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  } catch {
    throw new ManifestUnreachableError(
      'the manifest could not be fetched (the server is down, or refuses this page)',
    );
  }
  if (!response.ok) throw new ManifestUnreachableError(`the manifest answered ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new ManifestUnreachableError('the manifest is not valid JSON');
  }
}

interface ManifestEntryFields {
  metaData?: { publicPath?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
}

/**
 * The remoteEntry URL of a checked manifest. With publicPath 'auto' (every remote here) its files sit
 * beside the manifest; an absolute or root-relative publicPath is honoured.
 */
export function remoteEntryUrl(manifest: unknown, address: string): string {
  const meta = (manifest as ManifestEntryFields).metaData ?? {};
  const name = String(meta.remoteEntry?.name ?? '');
  const dir =
    typeof meta.remoteEntry?.path === 'string' ? meta.remoteEntry.path.replace(/^\/+|\/+$/g, '') : '';
  const file = dir ? `${dir}/${name}` : name;
  const publicPath = typeof meta.publicPath === 'string' ? meta.publicPath : 'auto';
  const base = publicPath === 'auto' || publicPath === '' ? address : new URL(publicPath, address).href;
  return new URL(file, base.endsWith('/') || publicPath === 'auto' ? base : `${base}/`).href;
}
