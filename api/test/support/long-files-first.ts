import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files that spend most of their time waiting (processes killed and restarted, a database restarted,
// thousands of rows re-imported): started first, their waits overlap the other worker's files instead
// of ending the run alone. Vitest's own order cannot know them: both passes share one results cache,
// and in the PGlite pass the cluster faults are skipped, so they sorted last in the PostgreSQL pass
// (141 s at the end with one core idle).
const startFirst = ['test/faults/cluster-faults.test.ts', 'test/faults/migration-race.test.ts'];

const rank = (spec: TestSpecification) => {
  const index = startFirst.findIndex((file) => spec.moduleId.endsWith(file));
  return index === -1 ? startFirst.length : index;
};

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array sort is stable: the rest keep vitest's order (failed first, then longest first).
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
