// Where each remote's mounts live in the host's routes: the shared contract's mount table
// (@signalboard/shared/contract, mount-paths.ts), and which paths the public layout serves.
import { hostMounts } from '@signalboard/shared/contract';

export { hostMounts };
export type { HostMount, LayoutName } from '@signalboard/shared/contract';

/** Paths served by the public layout, for "is the user on a public page?" questions. */
export const publicPathPrefixes = [
  ...hostMounts.filter((m) => m.layout === 'public').map((m) => m.path.replace(/\/\*$/, '')),
  '/contact',
  '/privacy',
  '/terms',
  '/404',
  '/500',
  '/503',
];

export function isPublicPath(pathname: string): boolean {
  return publicPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
