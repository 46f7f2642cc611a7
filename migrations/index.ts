import { Access1763800000000 } from './1763800000000-access';
import { FeatureFlag1763800000100 } from './1763800000100-feature-flag';
import { OrgGroup1763800000200 } from './1763800000200-org-group';
import { FbaAddress1763800000300 } from './1763800000300-fba-address';
import { LandingPageLead1763800000400 } from './1763800000400-landing-page-lead';
import { CoWarehouse1763800000500 } from './1763800000500-co-warehouse';
import { AdminUserInvitation1763800000600 } from './1763800000600-admin-user-invitation';
import { DataScope1763800000700 } from './1763800000700-data-scope';
import { AuditLog1763800000800 } from './1763800000800-audit-log';
import { UserMessage1763800000900 } from './1763800000900-user-message';
import { AdminSession1763800001000 } from './1763800001000-admin-session';
import { FeatureFlagTargets1763800001100 } from './1763800001100-feature-flag-targets';

/** Every migration in order. The API and the TypeORM CLI both read this list. */
export const MIGRATIONS = [
  Access1763800000000,
  FeatureFlag1763800000100,
  OrgGroup1763800000200,
  FbaAddress1763800000300,
  LandingPageLead1763800000400,
  CoWarehouse1763800000500,
  AdminUserInvitation1763800000600,
  DataScope1763800000700,
  AuditLog1763800000800,
  UserMessage1763800000900,
  AdminSession1763800001000,
  FeatureFlagTargets1763800001100,
];
