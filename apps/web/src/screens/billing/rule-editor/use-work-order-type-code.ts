import { useOne } from '@refinedev/core';

/**
 * The code (OUTBOUND, INBOUND...) of the work order type a charge item's form has chosen: the
 * form holds its id, the engine reads its code (GET /api/resources/work-order-type/:id).
 */
export function useWorkOrderTypeCode(id: unknown): { code: string | undefined; loading: boolean } {
  const chosen = typeof id === 'number' || (typeof id === 'string' && id !== '');
  const { result, query } = useOne<{ id: number; code?: string }>({
    resource: 'work-order-type',
    id: chosen ? (id as string | number) : undefined,
    queryOptions: { enabled: chosen },
    meta: { suppressErrors: true },
  });
  return { code: chosen ? result?.code : undefined, loading: chosen && query.isLoading };
}
