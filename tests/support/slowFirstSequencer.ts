import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest on a fresh clone (`.ci/run` prints the ten slowest), slowest first. A fresh clone has
 * no timings of its own, and vitest then starts the largest files first: a 27-second file could start last and run
 * alone while the other workers waited. Started first, the long files overlap the many short ones.
 */
const SLOW_FIRST = [
  'tests/server/outreachMailReceive.test.ts',
  'tests/server/outreachRelay.test.ts',
  'tests/server/appointmentConfirmation.test.ts',
  'tests/server/seedDemoData.test.ts',
  'tests/server/hostileInput.test.ts',
  'tests/server/settingsMailboxes.test.ts',
  'tests/server/settingsUsers.test.ts',
  'tests/server/sendLimits.test.ts',
  'tests/server/opportunityLists.test.ts',
  'tests/server/edgeLogs.test.ts',
  'tests/browser/signIn.test.ts',
  'tests/browser/phoneLists.test.ts',
  'tests/browser/dashboard.test.ts',
  'tests/browser/inventory.test.ts',
  'tests/browser/calendar.test.ts',
  'tests/browser/soldOpportunities.test.ts',
  'tests/browser/outreach.test.ts',
  'tests/browser/roles.test.ts',
  'tests/browser/opportunityList.test.ts',
  'tests/browser/customerList.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = SLOW_FIRST.findIndex((path) => spec.moduleId.endsWith(path));
  return at < 0 ? SLOW_FIRST.length : at;
};

/** Vitest's order (projects in their groups), with the known slow files of each project moved to its front. */
export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const runs: TestSpecification[][] = [];
    for (const spec of sorted) {
      const run = runs.at(-1);
      if (run?.[0]?.project.name === spec.project.name) run.push(spec);
      else runs.push([spec]);
    }
    return runs.flatMap((run) => run.map((spec, index) => ({ spec, index })).sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index).map(({ spec }) => spec));
  }
}
