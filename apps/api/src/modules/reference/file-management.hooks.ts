import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { extensionOf } from '@console/metadata';
import { fileManagement } from '@console/resources';
import { FileEntity } from '../../engine/files/file.entity';
import { HookRegistry, defineHooks } from '../../engine/hooks';

/** What the file manager shows as a file's type, by its extension (01 §5's kinds). */
const TYPE_OF: Record<string, string> = {
  jpg: 'Image', jpeg: 'Image', png: 'Image', gif: 'Image', pdf: 'PDF', doc: 'Word', docx: 'Word', xls: 'Excel', xlsx: 'Excel', zip: 'Zip',
};

/** Fills a managed file's type and download url from its stored file (one query per page). */
@Injectable()
export class FileManagementHooks {
  constructor(registry: HookRegistry) {
    registry.register(defineHooks(fileManagement, {
      afterRead: async (rows, { em }) => {
        const idOf = (v: unknown) => (Array.isArray(v) && v.length ? (typeof v[0] === 'number' ? v[0] : (v[0] as { id: number }).id) : undefined);
        const ids = rows.map((r) => idOf(r.document)).filter((id): id is number => id !== undefined);
        const files = ids.length ? await em.getRepository(FileEntity).find({ select: { id: true, name: true }, where: { id: In(ids) } }) : [];
        const names = new Map(files.map((f) => [f.id, f.name]));
        for (const row of rows) {
          const id = idOf(row.document);
          const name = id !== undefined ? names.get(id) : undefined;
          row.type = name ? (TYPE_OF[extensionOf(name)] ?? extensionOf(name).toUpperCase()) : null;
          row.url = id !== undefined ? `/api/files/${id}` : null;
        }
      },
    }));
  }
}
