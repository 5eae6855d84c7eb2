import { describe, expect, it } from 'vitest';
import { ChangeFeed } from './change-feed';
import { KeptAnswers } from './kept-answers';

function counter() {
  let reads = 0;
  return {
    read: async () => `answer ${++reads}`,
    get reads() {
      return reads;
    },
  };
}

const users = (feed: ChangeFeed, maxWeight = 100) =>
  new KeptAnswers<string>({ feed, tables: ['users', 'user_roles'], maxWeight });

describe('KeptAnswers', () => {
  it('answers from memory until one of its tables changes', async () => {
    const feed = new ChangeFeed();
    const kept = users(feed);
    const source = counter();
    expect(await kept.get('a', source.read)).toBe('answer 1');
    expect(await kept.get('a', source.read)).toBe('answer 1');
    feed.changed('records');
    expect(await kept.get('a', source.read)).toBe('answer 1');
    feed.changed('user_roles');
    expect(await kept.get('a', source.read)).toBe('answer 2');
    expect(await kept.get('a', source.read)).toBe('answer 2');
    expect(source.reads).toBe(2);
  });

  it('does not keep an answer read while a change was heard', async () => {
    const feed = new ChangeFeed();
    const kept = users(feed);
    let reads = 0;
    const readDuringWrite = async () => {
      reads += 1;
      // The read's snapshot may predate a write whose notice arrives before the read ends.
      feed.changed('users');
      return `answer ${reads}`;
    };
    expect(await kept.get('a', readDuringWrite)).toBe('answer 1');
    const source = counter();
    expect(await kept.get('a', source.read)).toBe('answer 1');
    expect(await kept.get('a', source.read)).toBe('answer 1');
    expect(source.reads).toBe(1);
  });

  it('keeps nothing while notices cannot be heard, and nothing from before they were lost', async () => {
    const feed = new ChangeFeed();
    const kept = users(feed);
    const source = counter();
    await kept.get('a', source.read);
    feed.lost();
    expect(feed.live).toBe(false);
    expect(await kept.get('a', source.read)).toBe('answer 2');
    expect(await kept.get('a', source.read)).toBe('answer 3');
    feed.resumed();
    expect(await kept.get('a', source.read)).toBe('answer 4');
    expect(await kept.get('a', source.read)).toBe('answer 4');
  });

  it('keeps nothing for a feed that was never live', async () => {
    const kept = users(new ChangeFeed({ live: false }));
    const source = counter();
    await kept.get('a', source.read);
    await kept.get('a', source.read);
    expect(source.reads).toBe(2);
    expect(kept.size).toBe(0);
  });

  it('keeps nothing when the read fails', async () => {
    const kept = users(new ChangeFeed());
    await expect(kept.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(kept.size).toBe(0);
    const source = counter();
    expect(await kept.get('a', source.read)).toBe('answer 1');
  });

  it('forgets the least recently used answers past its weight, and never keeps a heavy one', async () => {
    const feed = new ChangeFeed();
    const kept = new KeptAnswers<string>({
      feed,
      tables: ['records'],
      maxWeight: 16,
      weigh: (s) => s.length,
    });
    for (let key = 0; key < 8; key += 1) await kept.get(`k${key}`, async () => `${key}${key}`);
    expect(kept.size).toBe(8); // 8 × 2 = 16: all fit
    const source = counter();
    expect(await kept.get('k0', source.read)).toBe('00'); // used again: k1 is now the least recently used
    await kept.get('k8', async () => '88');
    expect(kept.size).toBe(8);
    expect(await kept.get('k1', async () => 'read again')).toBe('read again');
    expect(await kept.get('k0', source.read)).toBe('00');
    expect(source.reads).toBe(0);
    // Heavier than an eighth of the limit: answered, not kept.
    expect(await kept.get('big', async () => 'xxx')).toBe('xxx');
    expect(await kept.get('big', async () => 'fresh')).toBe('fresh');
  });
});

describe('ChangeFeed', () => {
  it('changes a stamp only when one of its tables changes or notices were lost', () => {
    const feed = new ChangeFeed();
    const before = feed.stamp(['users']);
    feed.changed('forms');
    expect(feed.stamp(['users'])).toBe(before);
    feed.changed('users');
    const after = feed.stamp(['users']);
    expect(after).not.toBe(before);
    feed.lost();
    expect(feed.stamp(['users'])).not.toBe(after);
  });
});
