import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Admin, RequirePermission } from '../../../core/auth/decorators';
import type { CurrentAdmin } from '../../../core/http/request-context';
import { TransactionService } from './transaction.service';
import { ChargeTransactionDto } from './dto/charge-transaction.dto';

const TRANSACTIONS = { module: 'fulfillment', sub: 'client-transactions' } as const;

/** Writes client charge documents; their lists and details are the generated resources' routes. */
@ApiTags('finance')
@Controller('finance/transactions')
export class TransactionController {
  constructor(private readonly transactions: TransactionService) {}

  @Post()
  @RequirePermission(TRANSACTIONS, 'create')
  @ApiOperation({ summary: 'Record a charge: { kind: shipping|oms, clientId, sourceType, sourceId?, items: [{ code, description?, quantity, unitPrice }], note?, correctsId?, idempotencyKey } -> the transaction with its items; the same key again answers the first' })
  record(@Body() body: ChargeTransactionDto, @Admin() admin: CurrentAdmin) {
    return this.transactions.record(body, admin);
  }
}
