import type { AgoraWriteEvent } from './events';
import { fanOut, type WriteListener } from './listener';

/** A listener that hears events and finishes its work when told to. */
function slowListener(heard: string[], name: string) {
  let finish = () => {};
  const work = new Promise<void>(resolve => {
    finish = resolve;
  });
  const listener: WriteListener = {
    notify: event => {
      heard.push(`${name}:${event.type}`);
    },
    settled: () => work,
  };
  return { listener, finish };
}

describe('fanOut', () => {
  const event: AgoraWriteEvent = {
    type: 'postRestored',
    postId: 1,
    actor: 'user:default/mod',
  };

  it('tells every listener of each write, in order, and settles when all have', async () => {
    const heard: string[] = [];
    const first = slowListener(heard, 'notifier');
    const second = slowListener(heard, 'events');
    const writes = fanOut(first.listener, second.listener);
    writes.notify(event);
    expect(heard).toEqual(['notifier:postRestored', 'events:postRestored']);

    let settled = false;
    const done = writes.settled().then(() => {
      settled = true;
    });
    first.finish();
    await new Promise(resolve => setTimeout(resolve, 5));
    expect(settled).toBe(false);
    second.finish();
    await done;
    expect(settled).toBe(true);
  });
});
