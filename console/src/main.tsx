// The console: a single page served at /console/ that calls only the public API. Routes live in the
// hash (#/search, #/concept/<uri>, ...), so the static files need no server-side fallback.
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { onSession, type Session, session, signIn, signOut } from './api.ts';
import { ConceptPage } from './pages/concept.tsx';
import { CvPage } from './pages/cv.tsx';
import { KeysPage } from './pages/keys.tsx';
import { OrganisationPage } from './pages/organisation.tsx';
import { SearchPage } from './pages/search.tsx';
import { TransitionsPage } from './pages/transitions.tsx';
import { UsagePage } from './pages/usage.tsx';
import { Failure } from './ui.tsx';
import './styles.css';

const PAGES = [
  { path: 'organisation', title: 'Organisation' },
  { path: 'keys', title: 'API keys' },
  { path: 'usage', title: 'Credits and usage' },
  { path: 'search', title: 'Search' },
  { path: 'transitions', title: 'Career transitions' },
  { path: 'cv', title: 'CV and matching' },
] as const;

function useHash() {
  const [hash, setHash] = useState(location.hash);
  useEffect(() => {
    const changed = () => setHash(location.hash);
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return hash.replace(/^#\/?/, '');
}

function SignIn() {
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    setBusy(true);
    setError(null);
    try {
      await signIn(String(form.get('email')), String(form.get('password')));
      if (!location.hash || location.hash === '#/') location.hash = '#/organisation';
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main class="signin">
      <h1>skillgraph console</h1>
      <form onSubmit={submit} aria-label="Sign in">
        <label>
          Email
          <input name="email" type="email" autocomplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autocomplete="current-password" required />
        </label>
        <button type="submit" disabled={busy}>
          Sign in
        </button>
        {error ? <Failure error={error} /> : null}
      </form>
      <p class="hint">
        Accounts are made by an administrator: <code>npm run admin -- create-user …</code> (README).
      </p>
    </main>
  );
}

function Page(props: { route: string; who: Session }) {
  const [name = '', ...rest] = props.route.split('/');
  const argument = rest.length ? decodeURIComponent(rest.join('/')) : '';
  switch (name) {
    case 'keys':
      return <KeysPage who={props.who} />;
    case 'usage':
      return <UsagePage />;
    case 'search':
      return <SearchPage />;
    case 'concept':
      return <ConceptPage uri={argument} />;
    case 'transitions':
      return <TransitionsPage uri={argument} />;
    case 'cv':
      return <CvPage />;
    default:
      return <OrganisationPage who={props.who} />;
  }
}

function App() {
  const [who, setWho] = useState(session());
  const route = useHash();
  useEffect(() => {
    onSession(setWho);
  }, []);
  if (!who) return <SignIn />;
  const active = route.split('/')[0] || 'organisation';
  return (
    <div class="layout">
      <button
        type="button"
        class="skip"
        onClick={() => {
          // The hash holds the route, so a #content link would navigate: move the focus instead.
          document.getElementById('content')?.focus();
        }}
      >
        Skip to content
      </button>
      <header>
        <strong>skillgraph</strong>
        <nav aria-label="Console">
          <ul>
            {PAGES.map((page) => (
              <li key={page.path}>
                <a href={`#/${page.path}`} aria-current={active === page.path ? 'page' : undefined}>
                  {page.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span class="who">
          {who.email}{' '}
          <button type="button" onClick={() => signOut()}>
            Sign out
          </button>
        </span>
      </header>
      <main id="content" tabIndex={-1}>
        <Page route={route} who={who} />
      </main>
    </div>
  );
}

render(<App />, document.getElementById('app')!);
