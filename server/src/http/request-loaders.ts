import DataLoader from 'dataloader';

type BatchLoadFn<K, V> = DataLoader.BatchLoadFn<K, V>;

/**
 * One request's DataLoaders, one per batch function, and its per-row values. A service keeps its batch and
 * compute functions as fields, so the same function (and so the same loader) serves every row of a
 * request's answer; a new request starts with empty caches, so nothing is remembered across requests or callers.
 */
export class RequestLoaders {
  private readonly loaders = new Map<BatchLoadFn<never, unknown>, DataLoader<never, unknown>>();
  private readonly computed = new Map<(row: never) => unknown, WeakMap<object, unknown>>();

  /**
   * `compute(row)` once per row and request: a value that several fields of the same row read (a request's
   * processing time: its waiting days, due date and overdue flag), worked out once (docs/architecture.md#api-benchmark).
   */
  once<R extends object, V>(compute: (row: R) => V, row: R): V {
    let byRow = this.computed.get(compute);
    if (!byRow) {
      byRow = new WeakMap();
      this.computed.set(compute, byRow);
    }
    if (!byRow.has(row)) byRow.set(row, compute(row));
    return byRow.get(row) as V;
  }

  of<K, V>(batch: BatchLoadFn<K, V>): DataLoader<K, V> {
    const key = batch as BatchLoadFn<never, unknown>;
    let loader = this.loaders.get(key);
    if (!loader) {
      loader = new DataLoader<K, V>(batch) as unknown as DataLoader<never, unknown>;
      this.loaders.set(key, loader);
    }
    return loader as unknown as DataLoader<K, V>;
  }
}
