import { useQuery } from '@tanstack/react-query';
import { loadCarrierInfos, type CarrierInfo } from '../carrier-infos';

/** The carriers' active services and accounts, read once for both tabs (null while loading). */
export function useCarriers(): CarrierInfo[] | null {
  const { data } = useQuery({ queryKey: ['shipping-fee', 'carriers'], queryFn: loadCarrierInfos, staleTime: 5 * 60_000 });
  return data ?? null;
}
