import { EntitySchema } from 'typeorm';

/**
 * A proxy login token as issued: named by the token's `jti`, tied to the admin session that minted
 * it, used at most once (`usedTime` set by the one exchange that wins).
 */
interface ProxyTokenRow {
  id: string;
  adminUserId: number;
  adminSessionId: string;
  clientId: number;
  createTime: Date;
  expireTime: Date;
  usedTime: Date | null;
}

export const ProxyTokenEntity = new EntitySchema<ProxyTokenRow>({
  name: 'proxy-token',
  tableName: 'proxy_token',
  columns: {
    id: { name: 'id', type: 'varchar', length: 36, primary: true },
    adminUserId: { name: 'admin_user_id', type: 'integer' },
    adminSessionId: { name: 'admin_session_id', type: 'varchar', length: 36 },
    clientId: { name: 'client_id', type: 'integer' },
    createTime: { name: 'create_time', type: 'datetime' },
    expireTime: { name: 'expire_time', type: 'datetime' },
    usedTime: { name: 'used_time', type: 'datetime', nullable: true },
  },
  indices: [
    { name: 'IDX_proxy_token_admin_user_id', columns: ['adminUserId'] },
    { name: 'IDX_proxy_token_expire_time', columns: ['expireTime'] },
  ],
});
