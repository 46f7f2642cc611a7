import { AuditLog1763800000800 } from './1763800000800-audit-log';
import { Job1763800002200 } from './1763800002200-job';
import { WorkLock1763800002210 } from './1763800002210-work-lock';
import { ListPreference1763800002300 } from './1763800002300-list-preference';
import { File1763800002500 } from './1763800002500-file';
import { DailyRun1795480000000 } from './1795480000000-daily-run';
import { RecordVersion1795490000000 } from './1795490000000-record-version';
import { JobLargeText1795500000000 } from './1795500000000-job-large-text';
import { NumberSequence1795650000100 } from './1795650000100-number-sequence';

/** The engine's own tables, which no business domain owns: the audit log, jobs, work locks, list preferences, uploaded files, daily runs claimed, record versions and named number sequences. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
  AuditLog1763800000800,
  Job1763800002200,
  WorkLock1763800002210,
  ListPreference1763800002300,
  File1763800002500,
  DailyRun1795480000000,
  RecordVersion1795490000000,
  JobLargeText1795500000000,
  NumberSequence1795650000100,
];
