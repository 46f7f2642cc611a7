import { createContext, useContext, useMemo, type CSSProperties, type HTMLAttributes } from 'react';
import { Button, Tooltip, theme } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';

type RowProps = HTMLAttributes<HTMLTableRowElement> & { 'data-row-key'?: string };
type Sortable = ReturnType<typeof useSortable>;
type Handle = Pick<Sortable, 'setActivatorNodeRef' | 'listeners' | 'attributes'>;

const HandleContext = createContext<Handle | null>(null);

/**
 * A table row the rule editor's rows are dragged by (antd's sortable-table pattern over
 * @dnd-kit): the row moves, its handle (DragHandle) starts the drag, by pointer or keyboard.
 */
function DraggableRow({ id, ...props }: RowProps & { id: string }) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    ...props.style,
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 9, background: token.colorBgContainer, boxShadow: token.boxShadowSecondary } : {}),
  };
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners, attributes }), [setActivatorNodeRef, listeners, attributes]);
  return (
    <HandleContext.Provider value={handle}>
      <tr {...props} data-row-key={id} ref={setNodeRef} style={style} />
    </HandleContext.Provider>
  );
}

/** antd's body row: draggable when it is a rule's (the empty table's placeholder row is not). */
export function SortableRow(props: RowProps) {
  const id = props['data-row-key'];
  return id ? <DraggableRow {...props} id={id} /> : <tr {...props} />;
}

/** The row's drag handle: a focusable button, so the keyboard sensor picks the row up with Space or Enter. */
export function DragHandle({ label, testId }: { label: string; testId: string }) {
  const handle = useContext(HandleContext);
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined />}
        style={{ cursor: 'grab', touchAction: 'none' }}
        ref={handle?.setActivatorNodeRef}
        {...handle?.attributes}
        {...handle?.listeners}
        aria-label={label}
        data-testid={testId}
      />
    </Tooltip>
  );
}
