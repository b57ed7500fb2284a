// The host's own release, from the metadata its build wrote into its mf-manifest.json (served
// beside index.html, revalidated like every manifest).
import { useEffect, useState } from 'react';

export function useHostRelease(): string | null | undefined {
  // undefined while reading, null when the manifest says nothing readable.
  const [version, setVersion] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let open = true;
    fetch('/mf-manifest.json', { cache: 'no-cache' })
      .then((response) => (response.ok ? response.json() : null))
      .then((manifest: { signalboard?: { version?: unknown } } | null) => {
        const stated = manifest?.signalboard?.version;
        if (open) setVersion(typeof stated === 'string' ? stated : null);
      })
      .catch(() => open && setVersion(null));
    return () => {
      open = false;
    };
  }, []);
  return version;
}
