import type { StaffRole, TAdminOverview, TModerationLog } from '@tabib/shared';
import type { Database } from '../../db/client.ts';
import type { ModerationService } from '../moderation/moderation-service.ts';
import { findModerationLog } from '../staff-log/index.ts';
import type { VerificationService } from '../verification/verification-service.ts';

/** Entries of the moderation log on a page. */
const logPageSize = 50;

/** What the admin area's overview and log read from the modules that do the work. */
export interface AdminServiceDependencies {
  database: Database;
  verification: Pick<VerificationService, 'countWaiting'>;
  moderation: Pick<ModerationService, 'countWork'>;
}

/**
 * The staff area's own pages (decisions 038, 039): the overview of what waits for moderators and
 * the append-only log. Above verification and moderation, which never import it.
 */
export function createAdminService({ database, verification, moderation }: AdminServiceDependencies) {
  async function overview(options: { role: StaffRole }): Promise<TAdminOverview> {
    const [pending, work] = await Promise.all([verification.countWaiting(), moderation.countWork()]);
    return {
      pending_verifications: pending,
      reported_items: work.reported,
      suspended_accounts: work.suspended,
      role: options.role,
    };
  }

  /** The moderation log, newest first, 50 a page (admins only: the route checks). */
  async function readLog(options: { page: number }): Promise<TModerationLog> {
    const rows = await findModerationLog(database.db, {
      limit: logPageSize,
      offset: (options.page - 1) * logPageSize,
    });
    return {
      page: options.page,
      entries: rows.map((row) => ({
        id: row.id,
        actor_id: row.actorId,
        action: row.action,
        target_type: row.targetType,
        target_id: row.targetId,
        reason: row.reason,
        created_at: row.createdAt.toISOString(),
        morocco_time: row.moroccoTime,
      })),
    };
  }

  return { overview, readLog };
}

export type AdminService = ReturnType<typeof createAdminService>;
