/**
 * A documentation-range client address (RFC 5737) for a request: the app believes `X-Forwarded-For` from
 * the loopback proxy (TRUSTED_PROXIES), so tests that sign up many accounts do not share one bucket of the
 * per-address limits, as visitors behind nginx would not.
 */
export const testAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`
