import { excel } from '../../core/lazy-modules';
import { EXPORT_WORKBOOK_CREATOR } from '@console/contracts';
import { FieldDef, Label, ResourceDef, kindOf } from '@console/metadata';
import { importColumns } from './import-columns';

/** An empty workbook headed like the export, in the user's language (enum columns offer their labels). */
export async function importTemplate(
  def: ResourceDef, langRaw: unknown,
  columns: Array<{ key: string; field: FieldDef; header: Label }> = importColumns(def).map((c) => ({ ...c, header: c.field.label })),
): Promise<{ fileName: string; bytes: Buffer }> {
  const lang: 'en' | 'zh' = langRaw === 'zh' ? 'zh' : 'en';
  const workbook = new (excel().Workbook)();
  workbook.creator = EXPORT_WORKBOOK_CREATOR;
  const sheet = workbook.addWorksheet(def.label[lang].slice(0, 31));
  sheet.columns = columns.map(({ key, field, header }) => ({
    header: header[lang], key, width: Math.max(14, header[lang].length + 4),
    style: kindOf(field).exportFormat ? { numFmt: kindOf(field).exportFormat } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach(({ field }, i) => {
    if (field.kind !== 'enum' && field.kind !== 'boolean') return;
    const choices = field.kind === 'enum' ? (field.options ?? []).map((o) => o.label[lang]) : lang === 'zh' ? ['是', '否'] : ['Yes', 'No'];
    const letter = sheet.getColumn(i + 1).letter;
    for (let r = 2; r <= 201; r++) sheet.getCell(`${letter}${r}`).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${choices.join(',')}"`] };
  });
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${def.label[lang]}-import-template.xlsx`, bytes };
}
