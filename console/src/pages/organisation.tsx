// The organisation and its users (management API, JSON-LD): read, and add a user with roles.
import { useState } from 'preact/hooks';
import { allMembers, api, type Session } from '../api.ts';
import { Failure, Show, useLoad } from '../ui.tsx';

interface Organisation {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
}
interface User {
  id: string;
  email: string;
  name: string;
  roles: string[];
  created_at: string;
}

const ROLES = ['admin', 'manager', 'member', 'viewer', 'billing'];

export function OrganisationPage(props: { who: Session }) {
  const base = `/v1/organisations/${props.who.organisationId}`;
  const [organisation] = useLoad(() => api<Organisation>(base), [base]);
  const [users, reloadUsers] = useLoad(() => allMembers<User>(`${base}/users`), [base]);
  const [error, setError] = useState<unknown>(null);
  const [added, setAdded] = useState<string | null>(null);

  const addUser = async (event: Event) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    const form = new FormData(formElement);
    setError(null);
    try {
      const user = await api<User>(`${base}/users`, {
        method: 'POST',
        json: {
          email: form.get('email'),
          name: form.get('name'),
          password: form.get('password'),
          roles: form.getAll('roles'),
        },
      });
      setAdded(user.email);
      formElement.reset();
      reloadUsers();
    } catch (caught) {
      setError(caught);
    }
  };

  return (
    <>
      <Show loaded={organisation}>
        {(org) => (
          <section aria-labelledby="org-title">
            <h1 id="org-title">{org.name}</h1>
            {org.description ? <p>{org.description}</p> : null}
            <p class="muted">
              Organisation <code>{org.id}</code>, created {new Date(org.created_at).toLocaleDateString()}
            </p>
          </section>
        )}
      </Show>
      <section aria-labelledby="users-title">
        <h2 id="users-title">Users</h2>
        <Show loaded={users}>
          {(list) => (
            <table>
              <caption class="sr-only">Users of the organisation</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Roles</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {list.map((user) => (
                  <tr key={user.id}>
                    <td>{user.name}</td>
                    <td>{user.email}</td>
                    <td>{user.roles.join(', ')}</td>
                    <td>{new Date(user.created_at).toLocaleDateString()}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Show>
        <details>
          <summary>Add a user</summary>
          <form onSubmit={addUser} aria-label="Add a user" class="grid-form">
            <label>
              Name <input name="name" required maxLength={200} />
            </label>
            <label>
              Email <input name="email" type="email" required />
            </label>
            <label>
              Password <input name="password" type="password" minLength={10} required />
            </label>
            <fieldset>
              <legend>Roles</legend>
              {ROLES.map((role) => (
                <label key={role} class="inline">
                  <input type="checkbox" name="roles" value={role} defaultChecked={role === 'member'} />{' '}
                  {role}
                </label>
              ))}
            </fieldset>
            <button type="submit">Add user</button>
          </form>
          {added ? <p role="status">{added} added.</p> : null}
          {error ? <Failure error={error} /> : null}
        </details>
      </section>
    </>
  );
}
