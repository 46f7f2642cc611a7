import { useQuery } from '@tanstack/react-query';
import type { Page } from '@console/contracts';
import { surcharge } from '@console/resources';
import { request } from '../../../platform/http';
import { useAccess } from '../../../platform/use-session';

/**
 * The names of surcharges by their bill code (`GET /resources/surcharge?billCode=`), for fee
 * lines that carry only the code. Asked only of users who may view surcharges; a code that
 * cannot be looked up keeps showing as its code.
 */
export function useSurchargeNames(codes: readonly string[]): Record<string, string> {
  const allowed = useAccess();
  const mayView = allowed(surcharge.name, 'list');
  const { data } = useQuery({
    queryKey: ['surcharge-names', codes],
    enabled: mayView && codes.length > 0,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const found = await Promise.all(codes.map((code) =>
        request<Page<{ billCode: string; name: string }>>({ url: `/resources/${surcharge.name}`, method: 'get', params: { billCode: code, pageSize: 1 }, suppressErrors: true })
          .then((page) => page?.records?.find((r) => r.billCode === code))
          .catch(() => undefined)));
      return Object.fromEntries(found.flatMap((r) => (r?.name ? [[r.billCode, r.name]] : [])));
    },
  });
  return data ?? {};
}
