import type { ConcurrentRun, ConcurrentScenarioRun } from './concurrentWrites';

const ms = (value: number) => value.toFixed(1);

/** The statements connections waited on most, as average waiting connections. */
function waitsLine({ lockWaits }: ConcurrentScenarioRun) {
  const top = lockWaits.waits
    .slice(0, 4)
    .map(
      w =>
        `\`${w.statement}\` ${(w.count / Math.max(1, lockWaits.samples)).toFixed(2)}`,
    );
  return `Connections waiting for a lock, on average over ${lockWaits.samples} looks (every 100 ms): ${
    top.length ? top.join(', ') : 'none'
  }.`;
}

function scenarioTable(run: ConcurrentScenarioRun) {
  const errors = run.kinds.reduce((n, k) => n + k.serverErrors, 0);
  return [
    `**${run.name}**: ${run.requests} requests from ${run.clients} clients in ` +
      `${run.seconds.toFixed(1)} s, ${run.perSecond.toFixed(0)} requests/s; ` +
      `${errors} answers 5xx; PostgreSQL rolled back ${run.rolledBack} ` +
      `transactions (${run.deadlocks} deadlocks).`,
    '',
    waitsLine(run),
    '',
    '| Write | Requests | Requests/s | p50 (ms) | p95 (ms) | max (ms) | 5xx | other non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...run.kinds.map(
      k =>
        `| ${k.kind} | ${k.requests} | ${k.perSecond.toFixed(1)} | ${ms(k.p50)} | ${ms(k.p95)} | ${ms(k.max)} | ${k.serverErrors} | ${k.otherErrors} |`,
    ),
    '',
    ...(run.errorSamples.length
      ? ['First errors:', '', ...run.errorSamples.map(e => `- \`${e}\``), '']
      : []),
  ];
}

/** The concurrent-writes part of the generated block. */
export function concurrentMarkdown(run: ConcurrentRun | undefined) {
  if (!run) return [];
  const title = '### PostgreSQL: concurrent writes';
  if (run.skipped) return [title, '', `Skipped: ${run.skipped}.`, ''];
  const c = run.counts!;
  return [
    title,
    '',
    `${run.version}, a database of its own loaded with the same generator: ` +
      `${c.posts.toLocaleString('en-US')} posts, ${c.answers.toLocaleString('en-US')} answers, ` +
      `${c.comments.toLocaleString('en-US')} comments, ` +
      `${(c.postVotes + c.answerVotes).toLocaleString('en-US')} votes (${run.loadSeconds!.toFixed(0)} s). ` +
      'Kept counter values that differ from a recount: ' +
      `${run.drift!.loaded} after the load, ${run.drift!.written} after the writes.`,
    '',
    ...run.scenarios!.flatMap(scenarioTable),
  ];
}
