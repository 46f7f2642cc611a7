import type { AddonRegistry } from '../engine/addon-slots';
import { lazyScreen } from '../platform/lazy';

/**
 * The domain screens behind the engine's addon slots, by the names definitions use (`formAddon`,
 * `showAddon`, `showPanel`, `listAddon`). Each is a lazy chunk: only the screens that show one
 * download it. The shell hands this registry to the generated screens (<AddonSlots>).
 */
export const ADDONS: AddonRegistry = {
  form: {
    'address-auto-input': lazyScreen(() => import('../screens/reference/AddressAutoInput')),
    'pricing-replay': lazyScreen(() => import('../screens/pricing/pricing-replay/PricingReplay')),
  },
  show: {
    'rate-card-sheet': lazyScreen(() => import('../screens/pricing/rate-card/RateCardSheet')),
    'fee-lines': lazyScreen(() => import('../screens/pricing/fee-lines/FeeLines')),
    'ticket-conversation': lazyScreen(() => import('../screens/support/TicketConversation')),
    'order-label': lazyScreen(() => import('../screens/orders/OrderLabel')),
  },
  list: {
    'ledger-drift': lazyScreen(() => import('../screens/finance/LedgerDriftBanner')),
    'tracking-import': lazyScreen(() => import('../screens/orders/TrackingImport')),
  },
};
