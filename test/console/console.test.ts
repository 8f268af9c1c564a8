// The web console end to end (issue 18): Debian's Chromium driven by Playwright's library through every
// page, against the real server (listening on a port, real Neo4j, the bundled model), as a user clicks.
// Screenshots of each page go to .ci/out/console/ (CI keeps .ci/out); no page may log an error.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole } from '../../scripts/console/build.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const SHOTS = join(import.meta.dirname, '..', '..', '.ci', 'out', 'console');
const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'documents');

let ctx: TestContext;
let tenant: Tenant;
let browser: Browser;
let page: Page;
let base: string;
const problems: string[] = [];

async function shot(name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  await buildConsole();
  mkdirSync(SHOTS, { recursive: true });
  ctx = await createTestContext(undefined, {}, { embedder: true });
  tenant = await createTenant(ctx);
  // A job posting of the organisation, through the real pipeline, for the CV page to match against.
  const boundary = '----console-test';
  const posting = await ctx.app.inject({
    method: 'POST',
    url: `/v1/organisations/${tenant.organisationId}/jsonJobPostingRaws/enrich`,
    headers: { ...tenant.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="offer.txt"\r\n` +
          'Content-Type: text/plain\r\n\r\n',
      ),
      readFileSync(join(FIXTURES, 'offer-en.txt')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(posting.statusCode).toBe(201);
  // Career transitions are for the paid plans (Discovery's route_access leaves them out).
  const checkout = await ctx.app.inject({
    method: 'POST',
    url: `/v1/organisations/${tenant.organisationId}/organisationPlans/dev-checkout`,
    headers: tenant.headers,
    payload: { plan_code: 'scale' },
  });
  expect(checkout.statusCode).toBe(201);
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // This machine's network is closed: Chromium must not try to reach Google's services.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.setDefaultTimeout(30_000);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await ctx?.close();
});

describe('the console in Chromium', () => {
  it('is served at /console/ and refuses a wrong password with the API’s message', async () => {
    const redirect = await fetch(`${base}/console`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    await page.goto(`${base}/console/`);
    await page.getByLabel('Email').fill(tenant.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/HTTP 401, request \S+/);
    // Chromium logs the refused login's 401 as a failed resource: expected here, and only here.
    const refused = problems.splice(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const problem of refused) expect(problem).toMatch(/401/);
  });

  it('signs in and shows the organisation and its users', async () => {
    await page.getByLabel('Password').fill(tenant.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    await page.getByRole('cell', { name: tenant.email }).waitFor();
    await shot('organisation');
  });

  it('creates an API key whose plaintext, shown once, works over HTTP; then disables it', async () => {
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByLabel('Name').fill('console key');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-key').textContent()) ?? '';
    expect(key.length).toBeGreaterThan(20);
    await shot('keys');
    const call = await fetch(`${base}/v1/credits`, { headers: { 'x-api-key': key } });
    expect(call.status).toBe(200);
    await page.getByRole('button', { name: 'Disable console key' }).click();
    await page.getByRole('cell', { name: 'disabled' }).waitFor();
    expect((await fetch(`${base}/v1/credits`, { headers: { 'x-api-key': key } })).status).toBe(401);
  });

  it('searches skills by words and meaning, in French too, and opens a concept drawn as a graph', async () => {
    await page.getByRole('link', { name: 'Search' }).click();
    await page.getByLabel('Words or a sentence').fill('looking after sick people in hospital');
    await page.getByRole('button', { name: 'Search' }).click();
    const hits = page.getByTestId('hits').locator('li');
    await hits.first().waitFor();
    expect(await page.getByTestId('hits').textContent()).toMatch(/meaning/);
    await shot('search');
    await page.getByLabel('Language').selectOption('fr');
    await page.getByLabel('Words or a sentence').fill('programmation informatique');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByTestId('hits').textContent()).toMatch(/programm/i);
    await hits.first().getByRole('link').click();
    await page.getByRole('heading', { name: 'Neighbourhood' }).waitFor();
    await page.getByTestId('graph-canvas').locator('canvas').first().waitFor();
    // The drawing's content, as the keyboard reaches it: at least one neighbour group with links.
    expect(await page.locator('.graph-list a').count()).toBeGreaterThan(0);
    await shot('concept-skill');
    // Sectors too: the taxonomy under one.
    await page.getByRole('link', { name: 'Search' }).click();
    await page.getByLabel('Search for').selectOption('sector');
    await page.getByLabel('Words or a sentence').fill('informatique');
    await page.getByRole('button', { name: 'Search' }).click();
    await hits.first().getByRole('link').click();
    await page.getByRole('region', { name: 'Narrower' }).waitFor();
  });

  it('opens an occupation with its crosswalks and draws its career transitions', async () => {
    await page.getByRole('link', { name: 'Search' }).click();
    await page.getByLabel('Search for').selectOption('occupation');
    await page.getByLabel('Language').selectOption('en');
    await page.getByLabel('Framework').selectOption('ESCO');
    await page.getByLabel('Words or a sentence').fill('software developer');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('hits').getByRole('link', { name: 'software developer', exact: true }).click();
    await page.getByRole('heading', { name: 'Neighbourhood' }).waitFor();
    await page.getByRole('region', { name: 'In other frameworks' }).waitFor();
    await page.getByRole('region', { name: 'Essential skills' }).waitFor();
    await shot('concept-occupation');
    await page.getByRole('link', { name: 'Career transitions from this occupation' }).click();
    await page.getByRole('heading', { name: /Career transitions from software developer/ }).waitFor();
    await page.getByTestId('graph-canvas').locator('canvas').first().waitFor();
    const rows = page.getByRole('table', { name: /Transitions/ }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    expect(await rows.first().textContent()).toMatch(/\d+%/);
    await shot('transitions');
  });

  it('shows credits, the plan and usage per day', async () => {
    await page.getByRole('link', { name: 'Credits and usage' }).click();
    await page.getByTestId('usage-chart').waitFor();
    expect(await page.getByTestId('plan').textContent()).toBe('scale');
    // The searches, records and crosswalks above were charged today: the last bar is not empty.
    const lastBar = page.getByTestId('usage-chart').locator('rect').last();
    expect(Number(await lastBar.getAttribute('height'))).toBeGreaterThan(0);
    expect(await page.getByTestId('credits-used').textContent()).toMatch(/^[1-9]\d* used/);
    await shot('usage');
  });

  it('uploads a real PDF CV: the JSON Resume, its graph skills, the postings it matches', async () => {
    await page.getByRole('link', { name: 'CV and matching' }).click();
    await page.getByLabel(/CV \(PDF/).setInputFiles(join(FIXTURES, 'cv-fr-deux-colonnes.pdf'));
    await page.getByRole('button', { name: 'Read and match' }).click();
    await page.getByTestId('job-matches').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('cv-work').locator('li').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('cv-skills').locator('a').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('job-matches').textContent()).toMatch(/Missing \(essential\)/);
    await shot('cv');
  });

  it('fits a phone screen and is reachable with the keyboard', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Search' }).click();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
    await page.reload(); // the session survives a reload (sessionStorage); focus starts at the top
    await page.getByRole('heading', { name: 'Search' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement.textContent')).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate<string>('document.activeElement.tagName')).toBe('SELECT');
    await shot('search-phone');
  });

  it('logged no error in any page', () => {
    expect(problems).toEqual([]);
  });
});

describe('the Neo4j Browser guide of the graph model', () => {
  it('is served to other origins, and each of its queries is valid Cypher for this graph', async () => {
    const response = await fetch(`${base}/console/browser-guide.html`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${base}/console/browser-guide.html`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    const html = await response.text();
    const queries = [...html.matchAll(/<pre class="pre-scrollable code runnable">([\s\S]*?)<\/pre>/g)].map(
      (match) =>
        match[1]!
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
    );
    expect(queries.length).toBeGreaterThan(10);
    for (const query of queries) {
      // Each block may hold several statements (one per line in the last section): plan each.
      for (const statement of query.split(/;\s*\n/).filter((text) => /\b(MATCH|CALL|RETURN)\b/.test(text))) {
        const params = Object.fromEntries([...statement.matchAll(/\$(\w+)/g)].map((m) => [m[1], null]));
        await ctx.executor.runStatement(`EXPLAIN ${statement.replace(/;\s*$/, '')}`, params);
      }
    }
  });
});
