/** One audit trail row as GET /api/admin/audit answers it (server/audit/search.ts), shown by the system audit pane. */
export interface AuditRow {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  impersonator_id: string | null;
  impersonator_email: string | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  /** What the write recorded; a change carries the changed fields before and after (server/audit/changes.ts). */
  details: Record<string, unknown> & { before?: Record<string, unknown>; after?: Record<string, unknown> };
}
