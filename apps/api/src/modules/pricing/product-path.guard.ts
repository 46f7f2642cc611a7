import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG } from '../../core/tokens';
import type { AppConfig } from '../../core/config';
import { AppException } from '../../core/envelope/app-exception';

/**
 * `/api/{product}-shipment/...` answers only for this installation's product (ezeeship): any
 * other is 404. A guard, so that it is decided after the sign-in and permission checks and
 * before the body's (the validation pipe runs after guards), as it was when the handler checked.
 */
@Injectable()
export class ProductPathGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const product = context.switchToHttp().getRequest<Request>().params.product;
    if (product !== this.config.productCode.toLowerCase()) throw new AppException(404, 'routeNotFound');
    return true;
  }
}
