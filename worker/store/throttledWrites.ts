/**
 * Local documents written at most every `everyMs`: `changed(key)` marks one to write, the writes of a burst of
 * changes happen once, in order, after the delay; `flush()` writes what is marked now and waits for every write.
 */
export type ThrottledWrites = { changed(key: string): void; flush(): Promise<void> };

export function createThrottledWrites(write: (key: string) => Promise<void>, everyMs: number): ThrottledWrites {
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  const writeDirty = async () => {
    timer = null;
    const keys = [...dirty];
    dirty.clear();
    for (const key of keys) await write(key).catch(() => undefined);
  };
  return {
    changed(key) {
      dirty.add(key);
      timer ??= setTimeout(() => {
        writing = writing.then(writeDirty);
      }, everyMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        writing = writing.then(writeDirty);
      }
      await writing;
    },
  };
}
