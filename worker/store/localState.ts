import type { Store } from './database.ts';

/**
 * Small persisted values kept as RxDB local documents of the database (the session, pull checkpoints, the
 * dealers held locally): read without any network, so a reload offline finds them.
 */
export type LocalState = {
  read<T>(key: string): Promise<T | null>;
  write<T>(key: string, value: T): Promise<void>;
  remove(key: string): Promise<void>;
};

type Wrapped = { value: unknown };

export function createLocalState(db: Store['db']): LocalState {
  return {
    async read<T>(key: string) {
      const doc = await db.getLocal<Wrapped>(key);
      if (!doc) return null;
      return (doc.get('value') as T | undefined) ?? null;
    },
    async write<T>(key: string, value: T) {
      await db.upsertLocal<Wrapped>(key, { value });
    },
    async remove(key: string) {
      const doc = await db.getLocal<Wrapped>(key);
      if (doc) await doc.remove();
    },
  };
}
