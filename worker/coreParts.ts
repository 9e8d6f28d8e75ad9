/** What a part of the worker's core may do besides its own calls: follow the active dealer, stop with the worker. */
export type CorePart = {
  setDealer?(dealer: string | null): unknown;
  close?(): unknown;
};

export type CoreParts = {
  /**
   * Registers a part where it is made, and answers it. `awaited`: a dealer switch answers once this part has the new
   * dealer (the customers and the users, which every screen's first rows need); the others load behind it.
   */
  add<P extends CorePart>(part: P, options?: { awaited?: boolean }): P;
  /** Points every part at a dealer (null: none); a failed load of a part not awaited goes to `report`. */
  setDealer(dealer: string | null, report: (error: unknown) => void): Promise<void>;
  /** Stops every part, the last made first (a part stops before the parts it reads). */
  close(): Promise<void>;
};

/** The parts of the core, each registered once where it is made: one dealer switch and one teardown for all. */
export function createCoreParts(): CoreParts {
  const parts: { part: CorePart; awaited: boolean }[] = [];
  return {
    add(part, options = {}) {
      parts.push({ part, awaited: options.awaited ?? false });
      return part;
    },
    async setDealer(dealer, report) {
      const waits: Promise<unknown>[] = [];
      for (const { part, awaited } of parts) {
        let loaded: Promise<unknown>;
        try {
          loaded = Promise.resolve(part.setDealer?.(dealer));
        } catch (error) {
          loaded = Promise.reject(error);
        }
        if (awaited) waits.push(loaded);
        else loaded.catch(report);
      }
      await Promise.all(waits);
    },
    async close() {
      for (const { part } of [...parts].reverse()) await part.close?.();
    },
  };
}
