import { EntitySchema } from 'typeorm';

/** A sign-in: its id travels in the token (`sid`); deleting the row ends that session only. */
interface AdminSessionRow {
  id: string;
  adminUserId: number;
  createTime: Date;
  expireTime: Date;
}

export const AdminSessionEntity = new EntitySchema<AdminSessionRow>({
  name: 'admin-session',
  tableName: 'admin_session',
  columns: {
    id: { name: 'id', type: 'varchar', length: 36, primary: true },
    adminUserId: { name: 'admin_user_id', type: 'integer' },
    createTime: { name: 'create_time', type: 'datetime' },
    expireTime: { name: 'expire_time', type: 'datetime' },
  },
  indices: [
    { name: 'IDX_admin_session_admin_user_id', columns: ['adminUserId'] },
    { name: 'IDX_admin_session_expire_time', columns: ['expireTime'] },
  ],
});
