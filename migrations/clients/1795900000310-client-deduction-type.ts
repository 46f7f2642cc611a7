import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { int } from '../lib/table';

/** 02 §9 Deduction type of a client's labels: instant 1 (debits at once), holding 2 (holds, settled later). Nullable: instant. */
export class ClientDeductionType1795900000310 implements MigrationInterface {
  name = 'ClientDeductionType1795900000310';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('client', new TableColumn(int('deduction_type')));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('client', 'deduction_type');
  }
}
