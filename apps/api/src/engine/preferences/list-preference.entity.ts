import { EntitySchema } from 'typeorm';
import type { ListColumnPreferences, ListView } from '@console/contracts';
import { SYSTEM_COLUMNS } from '../columns';

/** One user's preferences for one generated list: its columns and saved views (JSON texts). */
interface ListPreferenceRow {
  id: number;
  version: number;
  createTime: Date;
  updateTime: Date;
  userId: number;
  resource: string;
  columns: ListColumnPreferences;
  views: ListView[];
}

const json = { to: (v: unknown) => (v == null ? null : JSON.stringify(v)), from: (v: string | null) => (v ? JSON.parse(v) : null) };

export const ListPreferenceEntity = new EntitySchema<ListPreferenceRow>({
  name: 'user-list-preference',
  tableName: 'user_list_preference',
  columns: {
    ...SYSTEM_COLUMNS,
    userId: { name: 'user_id', type: 'integer' },
    resource: { name: 'resource', type: 'varchar', length: 64 },
    columns: { name: 'columns', type: 'text', transformer: json },
    views: { name: 'views', type: 'text', transformer: json },
  },
  indices: [{ name: 'UQ_user_list_preference_user_id_resource', columns: ['userId', 'resource'], unique: true }],
});
