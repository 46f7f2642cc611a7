import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, index, int, text, varchar } from '../lib/table';

/** Who changed what: one row per write of a generated resource (and of roles/passwords). */
export class AuditLog1763800000800 implements MigrationInterface {
  name = 'AuditLog1763800000800';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(new Table({
      name: 'audit_log',
      columns: [
        { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
        varchar('resource', 64, true), int('record_id', true), varchar('action', 32, true),
        int('actor_id'), varchar('actor_name', 64), text('changes'), datetime('create_time', true),
      ],
      indices: [index('audit_log', ['resource', 'record_id'])],
    }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('audit_log');
  }
}
