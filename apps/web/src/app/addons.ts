import type { AddonRegistry } from '../engine/addon-slots';
import { lazyScreen } from '../platform/lazy';

/**
 * The domain screens behind the engine's addon slots, by the names definitions use (`formAddon`,
 * `showAddon`, `showPanel`, `showSection`, `listAddon`, `bulkAddon`, and a field's `widget` when the
 * engine has none of that name). Each is a lazy chunk: only the screens that show one
 * download it. The shell hands this registry to the generated screens (<AddonSlots>).
 */
export const ADDONS: AddonRegistry = {
  form: {
    'address-auto-input': lazyScreen(() => import('../screens/reference/AddressAutoInput')),
    'pricing-replay': lazyScreen(() => import('../screens/pricing/pricing-replay/PricingReplay')),
    'rebill-preview': lazyScreen(() => import('../screens/billing/rebill-preview/RebillPreview')),
  },
  show: {
    'rate-card-sheet': lazyScreen(() => import('../screens/pricing/rate-card/RateCardSheet')),
    'fee-lines': lazyScreen(() => import('../screens/pricing/fee-lines/FeeLines')),
    'ticket-conversation': lazyScreen(() => import('../screens/support/TicketConversation')),
    'order-label': lazyScreen(() => import('../screens/orders/OrderLabel')),
    'order-rates': lazyScreen(() => import('../screens/orders/OrderRates')),
  },
  list: {
    'ledger-drift': lazyScreen(() => import('../screens/finance/LedgerDriftBanner')),
    'stock-drift': lazyScreen(() => import('../screens/inventory/StockDriftBanner')),
    'tracking-import': lazyScreen(() => import('../screens/orders/TrackingImport')),
  },
  bulk: {
    'order-labels-print': lazyScreen(() => import('../screens/orders/PrintLabels')),
    'freight-merged-bol': lazyScreen(() => import('../screens/orders/MergedBol')),
  },
  // a field's named input the engine's own widgets lack (engine/form/widgets/use-widget.ts)
  widget: {
    'charge-rules': lazyScreen(() => import('../screens/billing/rule-editor/ChargeRulesWidget')),
  },
};
