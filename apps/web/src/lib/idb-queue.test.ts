import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { expect, it, vi } from 'vitest';
import { idbQueue, type QueuedRecord } from './idb-queue.ts';

interface Row extends QueuedRecord {
  note: string;
}

const row = (id: string, userId: string, queuedAt: number): Row => ({
  id,
  userId,
  queuedAt,
  note: id,
});

it('keeps records oldest first, per user, and patches and removes them', async () => {
  const queue = idbQueue<Row>('test-queue-order', 'rows');
  await queue.put(row('late', 'u1', 30));
  await queue.put(row('early', 'u1', 10));
  await queue.put(row('other', 'u2', 20));

  expect((await queue.all()).map((r) => r.id)).toEqual(['early', 'other', 'late']);
  expect((await queue.forUser('u1')).map((r) => r.id)).toEqual(['early', 'late']);

  await queue.update('early', { note: 'patched', id: 'ignored' });
  expect(await queue.get('early')).toEqual({ ...row('early', 'u1', 10), note: 'patched' });
  // A record that already left the queue is not brought back by a late patch.
  await queue.update('gone', { note: 'x' });
  expect(await queue.get('gone')).toBeUndefined();

  await queue.remove('late');
  expect((await queue.forUser('u1')).map((r) => r.id)).toEqual(['early']);
});

it('putting the same id again replaces the record (never queued twice)', async () => {
  const queue = idbQueue<Row>('test-queue-replace', 'rows');
  await queue.put(row('a', 'u1', 1));
  await queue.put({ ...row('a', 'u1', 1), note: 'again' });
  expect(await queue.all()).toEqual([{ ...row('a', 'u1', 1), note: 'again' }]);
});

it('reads a database made before it, with the same name, store and index', async () => {
  const before = await openDB('test-queue-existing', 1, {
    upgrade(database) {
      database.createObjectStore('rows', { keyPath: 'id' }).createIndex('byQueuedAt', 'queuedAt');
    },
  });
  await before.put('rows', row('kept', 'u1', 5));
  before.close();

  const queue = idbQueue<Row>('test-queue-existing', 'rows');
  expect(await queue.forUser('u1')).toEqual([row('kept', 'u1', 5)]);
});

it('tells its listeners after each write, not after reads', async () => {
  const queue = idbQueue<Row>('test-queue-changes', 'rows');
  const listener = vi.fn();
  const stop = queue.onChange(listener);
  await queue.put(row('a', 'u1', 1));
  await queue.update('a', { note: 'b' });
  await queue.all();
  await queue.remove('a');
  expect(listener).toHaveBeenCalledTimes(3);
  stop();
  await queue.put(row('b', 'u1', 2));
  expect(listener).toHaveBeenCalledTimes(3);
});
