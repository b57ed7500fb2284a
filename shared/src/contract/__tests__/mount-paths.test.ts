import { hostMounts, isExactMountPath, mountPaths } from '../mount-paths';
import { remoteMounts, remoteNames } from '../remotes';
import { WIZARD_STEPS } from '../wizard-steps';

describe('mount paths', () => {
  it('place every mount of the contract, and nothing else', () => {
    for (const remote of remoteNames) {
      expect(Object.keys(mountPaths[remote]).sort()).toEqual([...remoteMounts[remote]].sort());
    }
    expect(hostMounts).toHaveLength(remoteNames.flatMap((remote) => remoteMounts[remote]).length);
  });

  it('are absolute, and only "/" is exact', () => {
    for (const mount of hostMounts) expect(mount.path.startsWith('/')).toBe(true);
    expect(hostMounts.filter((m) => isExactMountPath(m.path)).map((m) => m.path)).toEqual(['/']);
    expect(hostMounts.find((m) => m.mount === 'wizard')).toMatchObject({
      remote: 'projects',
      path: '/projects/new/*',
      layout: 'wizard',
    });
  });
});

describe('wizard steps', () => {
  it('are the six steps of the spec', () => {
    expect(WIZARD_STEPS.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(WIZARD_STEPS.map((s) => s.label)).toEqual([
      'Name your project',
      'Enter your website',
      'Describe your business',
      'How do you want to use the product?',
      'Choose platforms',
      'Intent Signals',
    ]);
  });
});
