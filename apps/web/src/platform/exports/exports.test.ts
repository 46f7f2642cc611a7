import { describe, expect, it } from 'vitest';
import { EXPORT_STATUS } from '@console/contracts';
import { fileNameFromDisposition, isPdfName } from './download';
import { combineReports, mergeLive, withUnfetched, type LiveJob } from './live-progress';
import type { ExportJob } from './export-api';

const job = (over: Partial<ExportJob>): ExportJob => ({
  userMessageId: 1, fileName: 'Leads.xlsx', url: '/api/x/1', type: 1, status: EXPORT_STATUS.pending,
  progress: 10, rowCount: 5, createTime: '2026-11-22T00:00:00.000Z', ...over,
});

describe('file names of downloads', () => {
  it('prefers the UTF-8 filename* and falls back to filename, then to the expected name', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E7%BA%BF%E7%B4%A2.xlsx`, 'x')).toBe('线索.xlsx');
    expect(fileNameFromDisposition('attachment; filename="Leads 2026.xlsx"', 'x')).toBe('Leads 2026.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx', 'x')).toBe('plain.xlsx');
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, 'fallback.xlsx')).toBe('fallback.xlsx');
    expect(fileNameFromDisposition(undefined, 'fallback.xlsx')).toBe('fallback.xlsx');
  });

  it('knows a PDF by its name', () => {
    expect(isPdfName('label.PDF')).toBe(true);
    expect(isPdfName('list.xlsx')).toBe(false);
  });
});

describe('pushed progress over fetched jobs', () => {
  const pushed = (update: LiveJob) => new Map([[update.userMessageId, update]]);

  it('moves a pending job forward and finishes it', () => {
    expect(mergeLive([job({})], pushed({ userMessageId: 1, status: EXPORT_STATUS.pending, progress: 40 }))[0].progress).toBe(40);
    const done = mergeLive([job({})], pushed({ userMessageId: 1, status: EXPORT_STATUS.success, progress: 100 }))[0];
    expect(done).toMatchObject({ status: EXPORT_STATUS.success, progress: 100 });
  });

  it('never runs a bar backwards nor reopens a finished job', () => {
    expect(mergeLive([job({ progress: 60 })], pushed({ userMessageId: 1, status: EXPORT_STATUS.pending, progress: 40 }))[0].progress).toBe(60);
    const final = job({ status: EXPORT_STATUS.failed, progress: 30 });
    expect(mergeLive([final], pushed({ userMessageId: 1, status: EXPORT_STATUS.pending, progress: 50 }))[0]).toBe(final);
  });

  it('leaves jobs without pushes alone', () => {
    const fetched = job({ userMessageId: 2 });
    expect(mergeLive([fetched], pushed({ userMessageId: 1, status: EXPORT_STATUS.success, progress: 100 }))[0]).toBe(fetched);
  });
});

describe('just-started jobs on page 1', () => {
  it('puts pushed jobs newer than the fetch first and keeps the limit', () => {
    const fetched = [job({ userMessageId: 5, status: EXPORT_STATUS.success, progress: 100 }), job({ userMessageId: 4 })];
    const started = job({ userMessageId: 6, progress: 0 });
    const older = { userMessageId: 3, status: EXPORT_STATUS.pending, progress: 50 };
    const live = new Map<number, LiveJob>([[6, started], [3, older]]);
    expect(withUnfetched(fetched, live, 2).map((j) => j.userMessageId)).toEqual([6, 5]);
    // A progress-only push (no file name) of an unknown job is not a row.
    expect(withUnfetched(fetched, new Map([[7, { userMessageId: 7, status: 3, progress: 5 }]]), 5)).toEqual(fetched);
  });
});

describe('reports of one job in arrival order', () => {
  const pending = (progress: number): LiveJob => ({ userMessageId: 7, status: EXPORT_STATUS.pending, progress });

  it('keeps a finish that arrived before the Export button answer', () => {
    const finished: LiveJob = { userMessageId: 7, status: EXPORT_STATUS.success, progress: 100, url: '/f.xlsx' };
    const combined = combineReports(finished, { ...pending(0), fileName: 'leads.xlsx' });
    expect(combined).toMatchObject({ status: EXPORT_STATUS.success, progress: 100, url: '/f.xlsx', fileName: 'leads.xlsx' });
  });

  it('moves a bar forward, never back, and takes the first report as it is', () => {
    expect(combineReports(undefined, pending(10))).toEqual(pending(10));
    expect(combineReports(pending(10), pending(40)).progress).toBe(40);
    expect(combineReports(pending(40), pending(10)).progress).toBe(40);
    expect(combineReports(pending(40), { userMessageId: 7, status: EXPORT_STATUS.failed, progress: 40 }).status).toBe(EXPORT_STATUS.failed);
  });
});
