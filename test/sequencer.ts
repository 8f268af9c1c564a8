// The order test files start in. Two forks share the files; a long file started last keeps one fork busy
// while the other idles (a CI run of 2026-11-28: reliability/schemathesis.test.ts, 111 s, began 1,016 s
// into a 1,144 s run). Vitest orders a fresh clone's files by size, as it has no timings cached yet, so
// the files known to take longest go first (longest first is the classic rule for filling parallel
// workers evenly); the rest keep vitest's order (its cached timings, when a checkout has them).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files by their time in a CI run of 2026-11-28 on two cores (seconds, hooks included), longest first. */
const LONGEST_FIRST = [
  'test/seeding/embed.test.ts', // 187
  'test/process/neo4j-outage.test.ts', // 162
  'test/reliability/schemathesis.test.ts', // 111
  'test/seeding/crosswalks.test.ts', // 106
  'test/process/main.test.ts', // 102
  'test/management/resources.test.ts', // 93
  'test/clients/python.test.ts', // 78
];

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    // Array.prototype.sort is stable: files off the list keep vitest's order after the listed ones.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
