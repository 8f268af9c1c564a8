// A tenant as a customer has one, made over HTTP with the operators' master key: an organisation on the
// unlimited plan (or another) (set through the operators' route, so quotas do not cut a run short), an admin user and
// an API key. The metering and access checks are then part of what a benchmark measures.
import { randomUUID } from 'node:crypto';

async function api(
  base: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

export async function createCustomerKey(
  base: string,
  masterKey: string,
  name: string,
  plan = 'omni',
): Promise<{ apiKey: string; organisationId: string }> {
  const master = { 'x-api-key': masterKey };
  const organisation = await api(
    base,
    'POST',
    '/v1/organisations',
    { name: `${name} ${randomUUID()}` },
    master,
  );
  const organisationId = String(organisation['id']);
  await api(
    base,
    'POST',
    `/v1/organisations/${organisationId}/organisationPlans/operator-change`,
    {
      plan_code: plan,
      reason: `${name}: ${plan === 'omni' ? 'no quota during the run' : `metered as on ${plan}`}`,
    },
    master,
  );
  const email = `bench-${randomUUID()}@example.test`;
  const password = `bench-password-${randomUUID()}`;
  const user = await api(
    base,
    'POST',
    `/v1/organisations/${organisationId}/users`,
    { email, name, password, roles: ['admin'] },
    master,
  );
  const login = await api(base, 'POST', '/auth/login', { email, password }, {});
  const key = await api(
    base,
    'POST',
    `/v1/users/${user['id']}/apiKeys`,
    {
      name,
      expiration_date: { date: new Date(Date.now() + 24 * 3600_000).toISOString() },
      permissions: 255,
      organisation_id: organisationId,
    },
    { authorization: `Bearer ${login['access_token']}` },
  );
  return { apiKey: String(key['key']), organisationId };
}
