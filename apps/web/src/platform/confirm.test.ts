import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { confirmTexts } from './confirm';

describe('confirmations name the action and what it acts on', () => {
  it('the OK button is the action, the title names the record (English and Chinese)', async () => {
    await i18n.changeLanguage('en');
    expect(confirmTexts(i18n.t, 'Deactivate', 'bob', 'Deactivate this user? They are signed out at once.')).toEqual({
      title: 'Deactivate: bob', content: 'Deactivate this user? They are signed out at once.', okText: 'Deactivate', cancelText: 'Cancel',
    });
    await i18n.changeLanguage('zh');
    expect(confirmTexts(i18n.t, '重置密码', 'bob', '确定为该用户生成新密码吗？')).toMatchObject({ title: '重置密码：bob', okText: '重置密码', cancelText: '取消' });
    await i18n.changeLanguage('en');
  });

  it('an action called Cancel is dismissed with Close, never with a second Cancel', async () => {
    expect(confirmTexts(i18n.t, 'Cancel', 'FO0000000001', '')).toMatchObject({ okText: 'Cancel', cancelText: 'Close' });
    await i18n.changeLanguage('zh');
    expect(confirmTexts(i18n.t, '取消', 'FO0000000001', '')).toMatchObject({ okText: '取消', cancelText: '关闭' });
    await i18n.changeLanguage('en');
  });

  it('without a target the title is the action itself', () => {
    expect(confirmTexts(i18n.t, 'Leave', '', 'Unsaved data will be lost, do you wish to continue?').title).toBe('Leave');
  });
});
