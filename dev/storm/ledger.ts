/** One request of the run and how it ended. */
export interface Outcome {
  scenario: string;
  method: string;
  /** The path with ids as `:id`, to count alike requests together. */
  route: string;
  path: string;
  user: string;
  replica: string;
  /** 0 when no response came (connection refused, timeout). */
  status: number;
  /** Whether the scenario listed this status as a right answer. */
  expected: boolean;
  /** The start of the body of an unexpected answer. */
  detail?: string;
}

const routeOf = (path: string) =>
  path
    .replace(/\?.*$/, '')
    .replace(/\/\d+(?=\/|$)/g, '/:id')
    .replace(/\/(user|component|system|api|group)%3A[^/]+/gi, '/:ref');

/**
 * Everything the storm saw: each request's status, and the scenario-level
 * rules that were broken (e.g. two 201s for one tag name).
 */
export class Ledger {
  readonly outcomes: Outcome[] = [];
  readonly broken: string[] = [];

  record(outcome: Omit<Outcome, 'route'>) {
    this.outcomes.push({ ...outcome, route: routeOf(outcome.path) });
  }

  /** A rule over several answers that did not hold. */
  fail(message: string) {
    this.broken.push(message);
  }

  unexpected = () => this.outcomes.filter(o => !o.expected);
  serverErrors = () =>
    this.outcomes.filter(o => o.status >= 500 || o.status === 0);

  /** `scenario METHOD route status` → count, the run's categories. */
  categories(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const o of this.outcomes) {
      const key = `${o.scenario.padEnd(12)} ${o.method.padEnd(6)} ${o.route} ${o.status}${o.expected ? '' : ' UNEXPECTED'}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return new Map([...counts].sort(([a], [b]) => a.localeCompare(b)));
  }
}
