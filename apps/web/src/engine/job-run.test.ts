import { describe, expect, it } from 'vitest';
import { afterJobAnswer, afterJobPush, jobOver, otherErrors, refusedRun, type JobRunState } from './job-run';
import type { ImportJobState } from './list/import-job';

type Result = { total: string };
const job = (over: Partial<ImportJobState<Result>>): ImportJobState<Result> => ({ id: 7, status: 'running', progress: 0, result: null, error: null, ...over });
const failed = (error: string) => `failed: ${error}`;
const running = (progress: number): JobRunState<Result> => ({ kind: 'running', progress });

describe('a job run as a screen follows it', () => {
  it('moves the bar with the polled progress, never back', () => {
    expect(afterJobAnswer(running(0), job({ progress: 40 }), failed)).toEqual(running(40));
    expect(afterJobAnswer(running(60), job({ progress: 40 }), failed)).toEqual(running(60));
    // a failed attempt is retried by the server: still running
    expect(afterJobAnswer(running(10), job({ status: 'failed', progress: 30 }), failed)).toEqual(running(30));
    expect(afterJobAnswer(running(0), job({ status: 'queued' }), failed)).toEqual(running(0));
  });

  it('ends with the result, or with the failure told in words', () => {
    expect(afterJobAnswer(running(80), job({ status: 'done', progress: 100, result: { total: '1.0000' } }), failed)).toEqual({ kind: 'done', result: { total: '1.0000' } });
    expect(afterJobAnswer(running(80), job({ status: 'dead', error: 'lease lost' }), failed)).toEqual({ kind: 'error', message: 'failed: lease lost' });
    expect(afterJobAnswer(running(80), job({ status: 'done', result: null }), failed)).toEqual({ kind: 'error', message: 'failed: ' });
    expect([jobOver(job({ status: 'done' })), jobOver(job({ status: 'dead' })), jobOver(job({ status: 'failed' })), jobOver(job({ status: 'running' }))]).toEqual([true, true, false, false]);
  });

  it('moves a running bar forward on a push, and nothing else', () => {
    expect(afterJobPush(running(20), 50)).toEqual(running(50));
    expect(afterJobPush(running(50), 20)).toEqual(running(50));
    expect(afterJobPush<Result>({ kind: 'idle' }, 50)).toEqual({ kind: 'idle' });
    expect(afterJobPush<Result>({ kind: 'done', result: { total: '0' } }, 50)).toEqual({ kind: 'done', result: { total: '0' } });
  });

  it("keeps a refusal's message and field errors", () => {
    const refusal = { message: 'Choose a date range', statusCode: 400, errorCode: 400, errors: { from: 'From is required' } };
    expect(refusedRun(refusal)).toEqual({ kind: 'error', message: 'Choose a date range', errors: { from: 'From is required' } });
    expect(refusedRun(new Error('boom'))).toEqual({ kind: 'error', message: 'Error: boom' });
  });

  it("lists a refusal's other field messages once, under its headline", () => {
    expect(otherErrors('From is required', { from: 'From is required', to: 'To is required', planId: 'To is required' })).toEqual(['To is required']);
    expect(otherErrors('No client', undefined)).toEqual([]);
  });
});
