// The signed-in user's API keys (spec 5.1: created from the console): list, create with the plaintext
// shown once, disable.
import { useState } from 'preact/hooks';
import { allMembers, api, type Session } from '../api.ts';
import { Failure, Show, useLoad } from '../ui.tsx';

interface ApiKey {
  id: string;
  name: string;
  key_prefix: string;
  key_last4: string;
  expiration_date: { date: string };
  permissions: number;
  active: boolean;
  credits_remaining: number | null;
  created_at: string;
  key?: string;
}

const PERMISSIONS: [number, string][] = [
  [1, 'Graph read'],
  [2, 'Documents parse'],
  [4, 'Documents enrich'],
  [8, 'Intelligence'],
  [16, 'Management read'],
  [32, 'Management write'],
  [64, 'Admin'],
  [128, 'Billing'],
];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export function KeysPage(props: { who: Session }) {
  const base = `/v1/users/${props.who.userId}/apiKeys`;
  const [keys, reload] = useLoad(() => allMembers<ApiKey>(base), [base]);
  const [created, setCreated] = useState<ApiKey | null>(null);
  const [error, setError] = useState<unknown>(null);

  const create = async (event: Event) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const form = new FormData(formElement);
    const permissions = form.getAll('permissions').reduce((sum, bit) => sum + Number(bit), 0);
    setError(null);
    try {
      const key = await api<ApiKey>(base, {
        method: 'POST',
        json: {
          name: form.get('name'),
          expiration_date: { date: form.get('expires') },
          permissions,
          organisation_id: props.who.organisationId,
        },
      });
      setCreated(key);
      formElement.reset();
      reload();
    } catch (caught) {
      setError(caught);
    }
  };

  const disable = async (key: ApiKey) => {
    setError(null);
    try {
      await api(`${base}/${key.id}/disable`, { method: 'PATCH' });
      reload();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <h1>API keys</h1>
      <p class="muted">
        Keys send <code>x-api-key</code> to the graph and management APIs; each is yours.
      </p>
      {created?.key ? (
        <div class="notice" role="status" aria-live="polite">
          <p>
            Key <strong>{created.name}</strong> created. Copy it now: it is shown once and not stored.
          </p>
          <p>
            <code data-testid="new-key">{created.key}</code>{' '}
            <button type="button" onClick={() => navigator.clipboard?.writeText(created.key ?? '')}>
              Copy
            </button>
          </p>
        </div>
      ) : null}
      {error ? <Failure error={error} /> : null}
      <Show loaded={keys}>
        {(list) =>
          list.length === 0 ? (
            <p>No key yet.</p>
          ) : (
            <table>
              <caption class="sr-only">Your API keys</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Key</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Credits left</th>
                  <th scope="col">State</th>
                  <th scope="col">
                    <span class="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((key) => (
                  <tr key={key.id}>
                    <td>{key.name}</td>
                    <td>
                      <code>
                        {key.key_prefix}…{key.key_last4}
                      </code>
                    </td>
                    <td>{key.expiration_date.date.slice(0, 10)}</td>
                    <td>{key.credits_remaining ?? 'unlimited'}</td>
                    <td>{key.active ? 'active' : 'disabled'}</td>
                    <td>
                      {key.active ? (
                        <button type="button" onClick={() => disable(key)} aria-label={`Disable ${key.name}`}>
                          Disable
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Show>
      <h2>Create a key</h2>
      <form onSubmit={create} aria-label="Create a key" class="grid-form">
        <label>
          Name <input name="name" required maxLength={200} />
        </label>
        <label>
          Expires on <input name="expires" type="date" required defaultValue={inDays(90)} min={inDays(1)} />
        </label>
        <fieldset>
          <legend>Permissions (within your own)</legend>
          {PERMISSIONS.map(([bit, label]) => (
            <label key={bit} class="inline">
              <input
                type="checkbox"
                name="permissions"
                value={bit}
                defaultChecked={bit <= 8}
                disabled={(props.who.permissions & bit) === 0}
              />{' '}
              {label}
            </label>
          ))}
        </fieldset>
        <button type="submit">Create key</button>
      </form>
    </>
  );
}
