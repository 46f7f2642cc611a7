import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { carrierOfCode, validateAddressSandbox } from '@console/carriers';
import { carrierService, clientOrder } from '@console/resources';
import { RequirePermission } from '../../core/auth/decorators';
import { entitySchemaOf } from '../../engine/entity-schema';
import type { Row } from '../../engine/row';
import { addressOf } from './order-rules';
import { ValidateAddressDto } from './dto/validate-address.dto';

/**
 * The address validation of a parcel order's form (02 §3 Address validation status and result,
 * 02 §8's messages): the sandbox's validator (libs/carriers validateAddressSandbox) on the
 * address as typed, with the order's service for the carrier's advice (a home shipped FedEx
 * Ground: 'use FedEx Home Delivery'). It reads nobody's data, so it answers whoever may see
 * orders; the status and result the form keeps on the address are checked again when the order
 * is saved (orders.hooks.ts).
 */
@ApiTags('orders')
@Controller('orders')
export class AddressValidationController {
  constructor(private readonly ds: DataSource) {}

  @Post('validate-address')
  @HttpCode(200)
  @RequirePermission(clientOrder.permission, 'view')
  @ApiOperation({ summary: "Validate an order's address: status (none 0, success 1, error -1), result (unknown 0, residential 1, commercial 2, error 3, no validate type 4), isResidential and the message in both languages" })
  async validate(@Body() body: ValidateAddressDto) {
    const address = addressOf(body.address)!;
    const shipping = body.carrierServiceId ? await this.shippingOf(Number(body.carrierServiceId)) : {};
    const answer = validateAddressSandbox(address, shipping);
    return {
      status: answer.status, result: answer.result,
      ...(answer.isResidential === undefined ? {} : { isResidential: answer.isResidential }),
      ...(answer.message ? { message: answer.message.en, zhMessage: answer.message.zh } : {}),
    };
  }

  /** The carrier and service code the validator reads (an unknown service: none). */
  private async shippingOf(serviceId: number): Promise<{ carrier?: string; service?: string }> {
    const service = await this.ds.manager.getRepository(entitySchemaOf(carrierService)).findOneBy({ id: serviceId }) as Row | null;
    const carrier = service ? carrierOfCode(Number(service.carrier)) : undefined;
    return service && carrier ? { carrier, service: String(service.serviceCode) } : {};
  }
}
