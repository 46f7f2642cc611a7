import { describe, expect, it, vi } from 'vitest';
import { announceRealtimeConnected, dispatchAdminMessage, onAdminMessage, onRealtimeConnected } from '../../platform/realtime/admin-messages';
import { defaultSocketUrl } from './stomp-connection';

describe('admin message dispatch', () => {
  it('hands the body to the handlers of its type only', () => {
    const exports = vi.fn();
    const cases = vi.fn();
    const offExports = onAdminMessage('ADMIN_MSG_EXCEL_EXPORT', exports);
    const offCases = onAdminMessage('ADMIN_MSG_WORK_ORDER_AUTO_ASSIGN', cases);
    expect(dispatchAdminMessage(JSON.stringify({ type: 'ADMIN_MSG_EXCEL_EXPORT', body: { content: { status: 1 } } }))).toBe(true);
    expect(exports).toHaveBeenCalledWith({ content: { status: 1 } }, expect.objectContaining({ type: 'ADMIN_MSG_EXCEL_EXPORT' }));
    expect(cases).not.toHaveBeenCalled();
    offExports();
    offCases();
    expect(dispatchAdminMessage(JSON.stringify({ type: 'ADMIN_MSG_EXCEL_EXPORT', body: {} }))).toBe(false);
    expect(exports).toHaveBeenCalledTimes(1);
  });

  it('drops malformed frames and unknown types, and survives a failing handler', () => {
    const good = vi.fn();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offBad = onAdminMessage('T', () => {
      throw new Error('boom');
    });
    const offGood = onAdminMessage('T', good);
    expect(dispatchAdminMessage('not json')).toBe(false);
    expect(dispatchAdminMessage(JSON.stringify({ body: 1 }))).toBe(false);
    expect(dispatchAdminMessage(JSON.stringify({ type: 'UNKNOWN', body: 1 }))).toBe(false);
    expect(dispatchAdminMessage(JSON.stringify({ type: 'T', body: 2 }))).toBe(true);
    expect(good).toHaveBeenCalledWith(2, expect.anything());
    expect(spy).toHaveBeenCalled();
    offBad();
    offGood();
    spy.mockRestore();
  });

  it('opens the socket on the page host, wss under https', () => {
    expect(defaultSocketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws/stomp');
    expect(defaultSocketUrl({ protocol: 'https:', host: 'console.example.com' })).toBe('wss://console.example.com/ws/stomp');
  });

  it('tells the screens each time the socket is subscribed again, until they unsubscribe', () => {
    const recount = vi.fn();
    const off = onRealtimeConnected(recount);
    announceRealtimeConnected();
    announceRealtimeConnected();
    expect(recount).toHaveBeenCalledTimes(2);
    off();
    announceRealtimeConnected();
    expect(recount).toHaveBeenCalledTimes(2);
  });
});
