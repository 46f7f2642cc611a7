import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { chargeLinesOf, type ChargeItemInput } from '@console/ledger';
import type { RuleSpec } from '@console/metadata';
import { CHARGE_TRANSACTION_INPUT } from '@console/resources';
import { AppException, badRequest } from '../../../core/envelope/app-exception';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { WRITE_LOCK } from '../../../core/tokens';
import type { WriteLock } from '../../../core/database/write-lock';
import { retryingDeadlocks } from '../../../core/database/driver-errors';
import { entitySchemaOf } from '../../../engine/entity-schema';
import { RecordWriter } from '../../../engine/record-writer';
import { ResourceRegistry } from '../../../engine/resource-registry';
import { fieldError } from '../../../engine/validation';
import { LedgerService } from '../ledger.service';
import type { ChargeTransactionDto } from './dto/charge-transaction.dto';
import { CHARGE_KINDS, NotCorrectable, correctedAlready, writeCharge, type ChargeRequest, type ChargeSource } from './charge-writes';
import type { Row } from '../../../engine/row';

const MAX_ITEMS = 500;

/**
 * Client charges as documents (resources/finance/transaction-resources.ts): checks the request,
 * then writes the transaction, its items and its ledger entry in one transaction with the
 * client's account locked (charge-writes.ts), so a document never exists without its entry or
 * the other way round.
 */
@Injectable()
export class TransactionService {
  constructor(
    private readonly ds: DataSource,
    private readonly ledger: LedgerService,
    private readonly writer: RecordWriter,
    private readonly registry: ResourceRegistry,
    @Inject(WRITE_LOCK) private readonly lock: WriteLock,
  ) {}

  /** `POST /api/finance/transactions`: the transaction as its list shows it, with its items (`items`). */
  async record(body: ChargeTransactionDto, admin: CurrentAdmin): Promise<Row> {
    const request = this.parse(body);
    await this.ledger.assertClientVisible(request.clientId, admin);
    const id = await retryingDeadlocks(() => this.lock.run(() => this.ds.transaction(async (em) => {
      await this.ledger.openAccount(em, request.clientId);
      return writeCharge(em, this.writer.in(em, admin), request, (tx, clientId, posting) => this.ledger.postIn(tx, clientId, posting, admin), admin.userName);
    }))).catch((error: unknown) => {
      if (correctedAlready(error)) throw new AppException(409, 'transactionCorrected');
      throw error instanceof NotCorrectable ? fieldRefused('correctsId') : error;
    });
    const kind = CHARGE_KINDS[request.kind];
    const doc = await this.registry.find(kind.doc.name)!.get(id, admin);
    const lines = await this.ds.getRepository(entitySchemaOf(kind.item)).find({ where: { transactionId: id }, order: { id: 'ASC' } }) as Row[];
    return { ...doc, items: lines.map((i) => ({ code: i.code, description: i.description, quantity: i.quantity, unitPrice: i.unitPrice, amount: i.amount })) };
  }

  /** The body checked by its fields' rules (ChargeTransactionDto), then its source against its kind and its items priced. */
  private parse(input: ChargeTransactionDto): ChargeRequest {
    const kind = String(input.kind);
    const source = String(input.sourceType) as ChargeSource;
    if (CHARGE_KINDS[kind].sources[source] === undefined) throw fieldRefused('sourceType');
    const items = input.items;
    if (!Array.isArray(items) || items.length > MAX_ITEMS || items.some((i) => typeof i !== 'object' || i === null)) throw fieldRefused('items');
    // an empty list was refused as required already
    const charged = chargeLinesOf(items as ChargeItemInput[]);
    if (!charged.ok) throw fieldRefused('items');
    return {
      kind, clientId: Number(input.clientId), source, sourceId: input.sourceId ? String(input.sourceId) : null, lines: charged.lines, total: charged.total,
      note: input.note ? String(input.note) : null, correctsId: input.correctsId === undefined || input.correctsId === null ? null : Number(input.correctsId),
      idempotencyKey: String(input.idempotencyKey),
    };
  }
}

/** 400 naming the field ('{field} format is invalid'), in the envelope's field-error shape. */
function fieldRefused(field: string): AppException {
  return badRequest('invalidData', {}, { errors: [fieldError(field, CHARGE_TRANSACTION_INPUT[field].label, { type: 'pattern', message: 'patternMismatch' } as RuleSpec)] });
}
