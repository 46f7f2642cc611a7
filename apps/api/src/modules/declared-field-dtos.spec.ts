import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { PROFILE_FIELDS } from '@console/contracts';
import { writableFields } from '@console/metadata';
import { CHARGE_TRANSACTION_INPUT, TRANSACTION_INPUT, funding } from '@console/resources';
import { AppException } from '../core/envelope/app-exception';
import { EnvelopeValidationPipe } from '../core/validation/envelope-validation.pipe';
import { LedgerEntryDto } from './finance/dto/ledger-entry.dto';
import { CreateFundingDto } from './finance/dto/funding.dto';
import { ChargeTransactionDto } from './finance/transactions/dto/charge-transaction.dto';
import { UpdateProfileDto } from './access/dto/update-profile.dto';
import { validateInput } from '../engine/validation';

const declared = (type: new () => object) => [...new Set(getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).map((m) => m.propertyName))].sort();

async function viaDto(body: unknown): Promise<{ clean?: object; errors?: unknown }> {
  try {
    return { clean: { ...(await new EnvelopeValidationPipe().transform(body, { type: 'body', metatype: LedgerEntryDto })) } };
  } catch (error) {
    return { errors: (error as AppException).data };
  }
}

function viaRules(body: unknown): { clean?: object; errors?: unknown } {
  try {
    return { clean: validateInput(TRANSACTION_INPUT, body) };
  } catch (error) {
    return { errors: (error as AppException).data };
  }
}

/** Without the keys a DTO declares but the body left out (undefined: absent to every reader). */
const defined = (row: object | undefined) => row && Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));

describe('FieldOf: a declared field inside a DTO', () => {
  it.each([
    ['a valid posting', { changeType: 6, amount: '500', note: '  Wire 1123  ', idempotencyKey: 'k1' }],
    ['a hold with an empty deduction type', { changeType: 3, amount: '0', pendingDelta: '30', deductionType: '', note: 'Hold', idempotencyKey: 'k3' }],
    ['every field wrong', { changeType: 9, amount: '1.23456', idempotencyKey: 'with space' }],
    ['an unknown key and a missing note', { changeType: 6, amount: '1', idempotencyKey: 'k', extra: 1 }],
    ['wrong types', { changeType: '6', amount: [], note: 5, idempotencyKey: {} }],
    ['nothing', {}],
  ])('answers %s exactly as the metadata rules do (validateInput)', async (_name, body) => {
    const dto = await viaDto(body);
    const rules = viaRules(structuredClone(body));
    expect({ clean: defined(dto.clean), errors: dto.errors }).toEqual(rules);
  });

  it('declares exactly the fields of its input', () => {
    expect(declared(LedgerEntryDto)).toEqual(Object.keys(TRANSACTION_INPUT).sort());
    expect(declared(ChargeTransactionDto)).toEqual(Object.keys(CHARGE_TRANSACTION_INPUT).sort());
    expect(declared(CreateFundingDto)).toEqual(writableFields(funding, 'create').map(([key]) => key).sort());
    expect(declared(UpdateProfileDto)).toEqual([...PROFILE_FIELDS, 'version'].sort());
  });
});
