// What other modules may use of this one; the rest is its own (rules in .dependency-cruiser.cjs).
export { recordAuditFact } from './audit-entry';
export { AuditAction } from './audit-log-entry.entity';
export { auditedTransaction } from './audited-transaction';
