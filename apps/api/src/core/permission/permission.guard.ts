import { CanActivate, ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { can } from '@console/contracts';
import { ACCESS_KEY, AccessRule } from '../auth/decorators';
import { AppException } from '../envelope/app-exception';
import { APP_CONFIG } from '../tokens';
import type { AppConfig } from '../config';
import type { AuthedRequest } from '../http/request-context';

/**
 * Deny by default: a route passes only if it declares a rule and the signed-in admin meets it.
 * Runs after AuthGuard, so `request.admin` is set for every non-public route.
 */
@Injectable()
export class PermissionGuard implements CanActivate {
  private readonly logger = new Logger('PermissionGuard');

  constructor(private readonly reflector: Reflector, @Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!rule) {
      this.logger.warn(`route without an access rule refused: ${context.getClass().name}.${context.getHandler().name}`);
      throw new AppException(403, 'forbidden');
    }
    if (rule.kind === 'public' || rule.kind === 'self') return true;
    const admin = context.switchToHttp().getRequest<AuthedRequest>().admin!;
    const code = this.config.productCode;
    const allowed = rule.kind === 'permission' ? can(admin, rule.ref, rule.action, code)
      : rule.kind === 'any-permission' ? rule.refs.some((ref) => can(admin, ref, rule.action, code))
      : rule.kind === 'any-of' ? rule.grants.some((g) => can(admin, g.ref, g.action, code))
      : rule.refs.some((ref) => can(admin, ref, 'view', code));
    if (!allowed) throw new AppException(403, 'forbidden');
    return true;
  }
}
