import type { EntityManager } from 'typeorm';
import { ERASURE_CATALOGUE } from './erasure-catalogue';
import type { ErasurePlan } from './erasure.types';

/**
 * The catalogue's lines with how many of the resident's rows each is about, read in one statement. The caller gives a
 * manager with every barangay in sight: rows kept by a barangay the resident moved from are theirs too.
 */
export async function planOf(manager: EntityManager, residentId: number): Promise<ErasurePlan> {
  const columns = ERASURE_CATALOGUE.map((line, index) => `(${line.count})::int AS line_${index}`).join(', ');
  const [counts] = await manager.query<Array<Record<string, number>>>(`SELECT ${columns}`, [residentId]);
  const lines = ERASURE_CATALOGUE.map((line, index) => ({ line, count: counts[`line_${index}`] ?? 0 }));
  return {
    erased: lines.filter(({ line }) => line.decision === 'erase').map(({ line, count }) => ({ what: line.what, count, why: null })),
    kept: lines.flatMap(({ line, count }) => (line.decision === 'hold' ? [{ what: line.what, count, why: line.why }] : [])),
  };
}
