/**
 * A handler's data with what happened in both languages ('$500.00 added to Acme Apparel LLC'):
 * the envelope interceptor answers the data with them as `message` and `zhMessage`.
 */
export class WithMessage<T = unknown> {
  constructor(readonly data: T, readonly message: { en: string; zh: string }) {}
}
