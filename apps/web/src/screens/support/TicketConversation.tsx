import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Form, Input, Select, Space, Tag, Timeline, Typography } from 'antd';
import { LockOutlined, MessageOutlined, SwapOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate, useList, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from '@console/support';
import type { FileRef } from '@console/metadata';
import { useAccess, useTimeZone, useUserInfo } from '../../platform/use-session';
import { languageOf } from '../../platform/envelope';
import { toastSuccess } from '../../platform/toast';
import { saidOf } from '../../platform/data-provider';
import { SYSTEM_COLUMNS, formatValue } from '../../engine/format-value';
import { FileUploadInput } from '../../engine/form/FileUploadInput';
import { useRelationLabels } from '../../engine/relations';
import { FileLinks } from '../../engine/show/FileLinks';
import type { ShowAddonProps } from '../../engine/addon-slots';

const REPLY = 1;
const NOTE = 2;
/** The ticket's fields whose changes the timeline tells (the hooks record them as events). */
const EVENT_FIELDS = ['status', 'priority', 'assigneeId'];

/**
 * A ticket's conversation, the main column of its detail page (02 §2 `detail/{source}/{ticketId}`):
 * public replies, internal notes (amber, with a lock: never shown to the client) and the ticket's
 * own changes (status, priority, assignee), oldest first, each with its author, time and files.
 * Below, the reply box: a reply template inserted with its placeholders filled ({clientName},
 * {caseNo}, {agentName}) in the user's language, files uploaded through the ticket's attachments
 * route, then Reply (to the client) or Internal Note: the ticket's own actions, with its version.
 */
export default function TicketConversation({ def, record }: ShowAddonProps) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const timeZone = useTimeZone();
  const user = useUserInfo();
  const allowed = useAccess();
  const invalidate = useInvalidate();
  const { result, query } = useList<BaseRecord>({
    resource: 'ticket-message',
    filters: [{ field: 'ticketId', operator: 'eq', value: record.id }],
    sorters: [{ field: 'createTime', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 1000 },
  });
  // in time order (what was written later may have happened earlier: the seed's), then as written
  const messages = useMemo(() => [...(result?.data ?? [])].sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)) || Number(a.id) - Number(b.id)), [result]);

  // names of the assignees the events name, through the ticket's own lookup of admin users
  const assigneeValues = useMemo(() => messages.filter((m) => m.eventField === 'assigneeId').flatMap((m) => [{ assigneeId: m.eventFrom }, { assigneeId: m.eventTo }]), [messages]);
  const assigneeField = useMemo(() => [['assigneeId', def.fields.assigneeId]] as Array<[string, typeof def.fields.assigneeId]>, [def]);
  const names = useRelationLabels(def, assigneeField, assigneeValues as BaseRecord[]);
  const clientNames = useRelationLabels(def, useMemo(() => [['clientId', def.fields.clientId]] as Array<[string, typeof def.fields.clientId]>, [def]), useMemo(() => [record], [record]));

  const valueOf = (field: string, value: unknown) => {
    if (value == null || value === '') return t('support.nobody');
    if (field === 'assigneeId') return names.assigneeId?.[String(value)] ?? `#${value}`;
    return formatValue(field, def.fields[field], Number(value), { t, resource: def.name, timeZone });
  };
  const when = (m: BaseRecord) => formatValue('createTime', SYSTEM_COLUMNS.createTime, m.createTime, { t, resource: def.name, timeZone });

  const items = messages.map((m) => {
    const kind = Number(m.kind);
    if (!EVENT_FIELDS.includes(String(m.eventField)) && kind !== REPLY && kind !== NOTE) return null;
    if (kind !== REPLY && kind !== NOTE) {
      return {
        key: String(m.id), color: 'gray', dot: <SwapOutlined />,
        children: (
          <Typography.Text type="secondary" data-testid="conversation-event">
            {t('support.changed', { author: m.authorName ?? '', field: t(`${def.name}.fields.${m.eventField}`), from: valueOf(String(m.eventField), m.eventFrom), to: valueOf(String(m.eventField), m.eventTo) })}
            {' · '}{when(m)}
          </Typography.Text>
        ),
      };
    }
    const note = kind === NOTE;
    return {
      key: String(m.id), color: note ? 'orange' : 'blue', dot: note ? <LockOutlined /> : <MessageOutlined />,
      children: (
        <Card size="small" data-testid={note ? 'conversation-note' : 'conversation-reply'} style={note ? { background: '#fffbe6', borderColor: '#ffe58f' } : undefined}
          title={<Space size={8}><Typography.Text strong>{String(m.authorName ?? '')}</Typography.Text>{note ? <Tag color="gold">{t('support.internal')}</Tag> : <Tag color="blue">{t('support.public')}</Tag>}</Space>}
          extra={<Typography.Text type="secondary">{when(m)}</Typography.Text>}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: (m.attachments as FileRef[] | null)?.length ? 8 : 0 }}>{String(m.body ?? '')}</Typography.Paragraph>
          {(m.attachments as FileRef[] | null)?.length ? <FileLinks value={m.attachments} /> : null}
        </Card>
      ),
    };
  }).filter((i): i is NonNullable<typeof i> => i !== null);

  const mayWrite = allowed(def.name, 'reply') || allowed(def.name, 'note');
  return (
    <section data-testid="ticket-conversation">
      <Typography.Title level={5}>{t('support.conversation')}</Typography.Title>
      <Card size="small" style={{ marginBottom: 16 }}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="conversation-description">{String(record.description ?? '')}</Typography.Paragraph>
        {(record.attachments as FileRef[] | null)?.length ? <div style={{ marginTop: 8 }}><FileLinks value={record.attachments} /></div> : null}
      </Card>
      {items.length ? <Timeline items={items} data-testid="conversation-timeline" /> : !query.isLoading && <Empty description={t('support.noMessages')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {mayWrite && (
        <ReplyBox def={def} record={record} lang={lang}
          placeholders={{ clientName: clientNames.clientId?.[String(record.clientId)] ?? '', caseNo: String(record.caseNo ?? ''), agentName: user?.user.userName ?? '' }}
          onSent={() => invalidate({ resource: def.name, invalidates: ['detail'], id: record.id })}
        />
      )}
    </section>
  );
}

interface ReplyBoxProps {
  def: ShowAddonProps['def'];
  record: BaseRecord;
  lang: 'en' | 'zh';
  placeholders: Record<string, string>;
  onSent: () => void;
}

/** The reply box: template, text, files; Reply or Internal Note, each allowed only when the action is. */
function ReplyBox({ def, record, lang, placeholders, onSent }: ReplyBoxProps) {
  const { t } = useTranslation();
  const allowed = useAccess();
  const invalidate = useInvalidate();
  const [form] = Form.useForm<{ body: string; attachments: FileRef[] }>();
  const [sending, setSending] = useState<string>();
  const { mutateAsync } = useCustomMutation();
  const { result: templates } = useList<BaseRecord>({
    resource: 'ticket-reply-template',
    filters: [{ field: 'status', operator: 'eq', value: 1 }],
    pagination: { currentPage: 1, pageSize: 100 },
    queryOptions: { enabled: allowed('ticket-reply-template', 'list') },
    meta: { suppressErrors: true },
  });
  // offered: those for every category and those for this ticket's
  const offered = (templates?.data ?? []).filter((tpl) => tpl.categoryId == null || Number(tpl.categoryId) === Number(record.categoryId));
  const replyOpen = def.customActions?.find((a) => a.name === 'reply')?.when?.in.includes(record.status as number) ?? true;

  const insert = (id: number) => {
    const tpl = offered.find((x) => Number(x.id) === id);
    if (!tpl) return;
    const text = fillPlaceholders(String(lang === 'zh' ? tpl.bodyZh : tpl.bodyEn), placeholders);
    const current = form.getFieldValue('body') as string | undefined;
    form.setFieldValue('body', current ? `${current}\n${text}` : text);
  };

  const send = async (action: 'reply' | 'note') => {
    // a refused form shows its messages under the fields; nothing to throw
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(action);
    try {
      const answer = await mutateAsync({
        url: `/resources/${def.name}/${record.id}/actions/${action}`, method: 'post',
        values: { body: values.body, attachments: (values.attachments ?? []).map((f) => f.id), version: record.version },
      });
      form.resetFields();
      toastSuccess(saidOf(answer) ?? t('messages.actionDone', { action: t(`${def.name}.actions.${action}`) }));
      void invalidate({ resource: 'ticket-message', invalidates: ['list'] });
      onSent();
    } finally {
      setSending(undefined);
    }
  };

  const messageField = def.customActions?.find((a) => a.name === 'reply')?.input?.attachments;
  return (
    <Card size="small" title={t('support.replyBox')} data-testid="reply-box" style={{ marginTop: 8 }}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item label={t('support.insertTemplate')} style={{ marginBottom: 8 }}>
          <Select data-testid="reply-template" placeholder={t('support.chooseTemplate')} value={null as unknown as number} onChange={insert} showSearch optionFilterProp="label"
            options={offered.map((tpl) => ({ value: Number(tpl.id), label: String(tpl.name) }))} notFoundContent={t('support.noTemplates')} />
        </Form.Item>
        <Form.Item name="body" rules={[{ required: true, whitespace: true, message: t('support.bodyRequired') }, { max: 10000 }]} style={{ marginBottom: 8 }}>
          <Input.TextArea data-testid="reply-body" autoSize={{ minRows: 4, maxRows: 14 }} placeholder={t('support.bodyPlaceholder')} />
        </Form.Item>
        {messageField && (
          <Form.Item name="attachments" style={{ marginBottom: 8 }}>
            <FileUploadInput resource={def.name} name="attachments" field={messageField} />
          </Form.Item>
        )}
        <Flex justify="flex-end" gap={8}>
          {allowed(def.name, 'note') && <Button data-testid="send-note" icon={<LockOutlined />} loading={sending === 'note'} disabled={!!sending} onClick={() => void send('note')}>{t(`${def.name}.actions.note`)}</Button>}
          {allowed(def.name, 'reply') && <Button type="primary" data-testid="send-reply" icon={<MessageOutlined />} loading={sending === 'reply'} disabled={!!sending || !replyOpen} onClick={() => void send('reply')}>{t(`${def.name}.actions.reply`)}</Button>}
        </Flex>
      </Form>
    </Card>
  );
}
