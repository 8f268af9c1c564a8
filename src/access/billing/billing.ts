// The billing identity of an organisation (spec 2.2 PaymentOrganisation): legal name, SIRET, billing
// e-mail and address. payment_provider, payment_customer_id and billing_status belong to the payment
// provider's checkout and are never written through the API.
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { AppError, notFound } from '../../http/errors.ts';

export interface BillingAddress {
  line1: string;
  line2?: string | undefined;
  postal_code: string;
  city: string;
  region?: string | undefined;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface PaymentOrganisationInput {
  legal_name?: string | undefined;
  siret?: string | undefined;
  billing_email?: string | undefined;
  billing_address?: BillingAddress | undefined;
}

export interface PaymentOrganisation {
  id: string;
  organisation_id: string;
  legal_name: string | null;
  siret: string | null;
  billing_email: string | null;
  billing_address: BillingAddress | null;
  payment_provider: string | null;
  payment_customer_id: string | null;
  billing_status: string | null;
  created_at: string;
  updated_at: string;
}

/** La Poste's SIREN: its establishments' SIRETs follow a digit-sum rule instead of Luhn (INSEE). */
const LA_POSTE_SIREN = '356000000';

/**
 * A SIRET is 14 digits (SIREN + NIC) whose Luhn checksum is valid; La Poste's establishments are the
 * documented exception, valid when the sum of their digits is a multiple of 5.
 */
export function isValidSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith(LA_POSTE_SIREN) && siret !== '35600000000048') {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let digit = Number(siret[13 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

type Row = Omit<PaymentOrganisation, 'billing_address'> & { billing_address_json: string | null };

const fromRow = ({ billing_address_json, ...row }: Row): PaymentOrganisation => ({
  id: row.id,
  organisation_id: row.organisation_id,
  legal_name: row.legal_name ?? null,
  siret: row.siret ?? null,
  billing_email: row.billing_email ?? null,
  billing_address: billing_address_json ? (JSON.parse(billing_address_json) as BillingAddress) : null,
  payment_provider: row.payment_provider ?? null,
  payment_customer_id: row.payment_customer_id ?? null,
  billing_status: row.billing_status ?? null,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export async function getPaymentOrganisation(executor: Executor, organisationId: string) {
  const [row] = await executor.read<{ payment_organisation: Row }>('billing-payment-get', { organisationId });
  if (!row) throw notFound('The billing identity of this organisation', { organisation_id: organisationId });
  return fromRow(row.payment_organisation);
}

/**
 * PUT (all writable fields, required by the route schema) and PATCH (the fields present): creates the
 * identity on first call; 404 when the organisation does not exist.
 */
export async function savePaymentOrganisation(
  executor: Executor,
  organisationId: string,
  input: PaymentOrganisationInput,
) {
  if (input.siret !== undefined && !isValidSiret(input.siret)) {
    throw new AppError('validation_error', 'siret must be 14 digits with a valid checksum (Luhn)', {
      fields: [{ field: 'body.siret', message: 'must be 14 digits with a valid checksum (Luhn)' }],
    });
  }
  // Neo4j properties cannot hold maps: the address is kept as JSON text.
  const fields: Record<string, unknown> = {};
  if (input.legal_name !== undefined) fields['legal_name'] = input.legal_name;
  if (input.siret !== undefined) fields['siret'] = input.siret;
  if (input.billing_email !== undefined) fields['billing_email'] = input.billing_email;
  if (input.billing_address !== undefined)
    fields['billing_address_json'] = JSON.stringify(input.billing_address);
  const [row] = await executor.write<{ payment_organisation: Row }>('billing-payment-upsert', {
    organisationId,
    id: randomUUID(),
    fields,
  });
  if (!row) throw notFound(`Organisation ${organisationId}`);
  return fromRow(row.payment_organisation);
}
