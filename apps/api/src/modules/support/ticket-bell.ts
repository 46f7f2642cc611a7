import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import type { TicketBellNotice } from '@console/contracts';
import { ticket } from '@console/resources';
import { WRITE_LOCK } from '../../core/tokens';
import type { WriteLock } from '../../core/database/write-lock';
import type { CurrentAdmin } from '../../core/http/request-context';
import { ResourceRegistry } from '../../engine/resource-registry';
import { TicketNoticeEntity, type TicketNoticeRow } from './ticket-notices';

/** One notice as the bell lists it; a notice of a ticket the user may no longer view says only its type and time. */
export type BellNotice = TicketBellNotice<Date>;

/**
 * The header's bell over the desk's notices (ticket-notices.ts): always the signed-in user's
 * own, newest first, with how many are unseen. "Seen" is the bell's own state (`seen_at`):
 * `read_at` is markAsRead's, which the console sends as an auto-assign push arrives (02 §7).
 * A notice keeps its ticket's case number; whether the user may still view that ticket is asked
 * on every read, so a ticket moved out of the user's reach leaks nothing through an old notice.
 */
@Injectable()
export class TicketBell {
  constructor(private readonly ds: DataSource, private readonly registry: ResourceRegistry, @Inject(WRITE_LOCK) private readonly lock: WriteLock) {}

  private get repo() {
    return this.ds.getRepository(TicketNoticeEntity);
  }

  unseen(adminUserId: number): Promise<number> {
    return this.repo.count({ where: { adminUserId, seenAt: IsNull() } });
  }

  /** One page of the user's notices, newest first, with the total and the unseen count. */
  async page(admin: CurrentAdmin, curPageNo: number, pageSize: number) {
    const [rows, total] = await this.repo.findAndCount({ where: { adminUserId: admin.id }, order: { id: 'DESC' }, skip: (curPageNo - 1) * pageSize, take: pageSize });
    const visible = await this.registry.find(ticket.name)!.reachableIds(rows.map((r) => r.ticketId), admin);
    return { records: rows.map((r) => present(r, visible.has(r.ticketId))), total, curPageNo, pageSize, unseen: await this.unseen(admin.id) };
  }

  /** Marks these notices of the user (or all of them) seen now; another user's ids change nothing. How many. */
  async markSeen(adminUserId: number, ids: number[] | 'all'): Promise<number> {
    if (ids !== 'all' && !ids.length) return 0;
    const where = { adminUserId, seenAt: IsNull(), ...(ids === 'all' ? {} : { id: In(ids) }) };
    const result = await this.lock.run(() => this.repo.update(where, { seenAt: new Date() }));
    return result.affected ?? 0;
  }
}

function present(r: TicketNoticeRow, visible: boolean): BellNotice {
  const base = { id: r.id, type: r.messageType, seen: r.seenAt !== null, createTime: r.createTime };
  if (!visible) return { ...base, ticketCaseId: null, caseNo: null, platformSource: null, hidden: true };
  return {
    ...base, ticketCaseId: r.ticketId, caseNo: r.caseNo, platformSource: r.platformSource,
    ...(r.target ? { target: r.target as NonNullable<BellNotice['target']> } : {}), ...(r.actorName ? { authorName: r.actorName } : {}),
  };
}
