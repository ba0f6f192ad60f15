/**
 * Customers: create and retrieve, the cash balance that bank transfers fund (EUR), and the test helper that
 * "sends" a transfer (`POST /v1/test_helpers/customers/:id/fund_cash_balance`, as in Stripe's test mode).
 */
import { applyFunds } from './bank-transfers'
import {
  ApiError,
  asMetadata,
  EMAIL_RE,
  newId,
  now,
  required,
  toInt,
  type LocalStripeState,
  type Obj,
  type Route,
} from './state'

function createCustomer(state: LocalStripeState, p: Obj) {
  if (p.email !== undefined && p.email !== '' && !EMAIL_RE.test(p.email))
    throw new ApiError(400, `Invalid email address: ${p.email}`, 'email_invalid', 'email')
  const customer = {
    id: newId('cus'),
    object: 'customer',
    email: p.email || null,
    name: p.name || null,
    address: null,
    balance: 0,
    cash_balance: null as Obj | null,
    created: now(),
    currency: null,
    description: p.description ?? null,
    livemode: false,
    metadata: asMetadata(p.metadata),
    preferred_locales: p.preferred_locales ?? [],
    tax_exempt: 'none',
  }
  state.customers.set(customer.id, customer)
  return customer
}

export function findCustomer(state: LocalStripeState, id: string): Obj {
  const customer = state.customers.get(id)
  if (!customer) throw new ApiError(404, `No such customer: '${id}'`, 'resource_missing', 'customer')
  return customer
}

/** The customer as Stripe answers it: `cash_balance` only when expanded. */
const customerJson = (customer: Obj, expand: string[]) => {
  const json: Obj = { ...customer, cash_balance: expand.includes('cash_balance') ? customer.cash_balance : undefined }
  delete json.funding
  return json
}

/** A test transfer reaches the customer's cash balance, then Stripe reconciles it against open payments. */
async function fundCashBalance(state: LocalStripeState, id: string, p: Obj) {
  const customer = findCustomer(state, id)
  const amount = toInt(required(p.amount, 'amount'), 'amount', 1)
  const currency = String(required(p.currency, 'currency')).toLowerCase()
  if (currency !== 'eur')
    throw new ApiError(
      400,
      `This customer's cash balance can only be funded in eur (EU bank transfers), not ${currency}.`,
      'parameter_invalid_string',
      'currency',
    )
  if (!customer.funding)
    throw new ApiError(
      400,
      'This customer has no funding instructions yet: a bank transfer payment must be started first.',
      'customer_cash_balance_unavailable',
      'customer',
    )
  const available = (customer.cash_balance?.available?.eur ?? 0) + amount
  customer.cash_balance = {
    object: 'cash_balance',
    customer: id,
    available: { eur: available },
    livemode: false,
    settings: { reconciliation_mode: 'automatic', using_merchant_default: true },
  }
  const transaction = {
    id: newId('ccsbtxn'),
    object: 'customer_cash_balance_transaction',
    type: 'funded',
    created: now(),
    currency,
    customer: id,
    net_amount: amount,
    ending_balance: available,
    livemode: false,
    funded: {
      bank_transfer: {
        type: 'eu_bank_transfer',
        reference: p.reference ?? null,
        eu_bank_transfer: {
          bic: customer.funding.bic,
          iban_last4: customer.funding.iban.slice(-4),
          sender_name: 'Transferencia de prueba',
        },
      },
    },
  }
  await applyFunds(state, customer, typeof p.reference === 'string' ? p.reference : undefined)
  return transaction
}

const FILE = 'resources/Customers.d.ts'

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/customers$/,
    params: [FILE, 'CustomerCreateParams'],
    handle: (state, p, _m, expand) => customerJson(createCustomer(state, p), expand),
  },
  {
    method: 'GET',
    path: /^\/v1\/customers\/(cus_[^/]+)$/,
    params: [FILE, 'CustomerRetrieveParams'],
    handle: (state, _p, m, expand) => customerJson(findCustomer(state, m[1]), expand),
  },
  {
    method: 'POST',
    path: /^\/v1\/test_helpers\/customers\/([^/]+)\/fund_cash_balance$/,
    params: ['resources/TestHelpers/Customers.d.ts', 'TestHelpers.CustomerFundCashBalanceParams'],
    handle: (state, p, m) => fundCashBalance(state, m[1], p),
  },
]
