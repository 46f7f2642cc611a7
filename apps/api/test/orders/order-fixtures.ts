/**
 * What the orders e2e files send: a New York recipient, the Ontario warehouse's sender (02 §3
 * Address) and one 12x10x6 in, 4 lb package. A file that needs another spelling spreads over them.
 */
export const RECIPIENT = { name: 'Jane Doe', company: 'Acme', addressLine1: '350 5th Ave', addressLine2: 'Suite 100', city: 'New York', stateCode: 'NY', zipCode: '10001', countryCode: 'US', phone: '2125550100', email: 'jane@example.com', isResidential: true };
export const SENDER = { name: 'Ship Desk', company: 'Inland Empire Storage', addressLine1: '1200 Logistics Pkwy', addressLine2: '', city: 'Ontario', stateCode: 'CA', zipCode: '91761', countryCode: 'US', phone: '9095550100', email: 'ship@example.com', isResidential: false };
export const PACKAGE = { length: 12, width: 10, height: 6, dimUnit: 'in', weight: 4, weightUnit: 'lb' };
