// The document routes (spec 4.8, 4.9) on real PDFs (printed by Chromium from real JSON Resume documents
// and a French two-column CV, see scripts/eval/cv-corpus and test/fixtures/documents) and the real graph.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phrases } from '../../src/documents/phrases.ts';
import { readCsv } from '../../src/seeding/csv.ts';
import { createTenant, createTestContext, type Tenant, type TestContext } from '../helpers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'documents');
const CORPUS = join(ROOT, 'scripts', 'eval', 'cv-corpus');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));

let ctx: TestContext;
let tenant: Tenant;

/** A multipart/form-data body with one file part, as browsers and curl send it. */
function multipart(bytes: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----skillgraph${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(
  url: string,
  bytes: Buffer,
  filename = 'cv.pdf',
  type = 'application/pdf',
  field = 'file',
) {
  const body = multipart(bytes, filename, type, field);
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...tenant.headers, ...body.headers },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function post(url: string, payload: object) {
  const response = await ctx.app.inject({ method: 'POST', url, payload, headers: tenant.headers });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  ctx = await createTestContext(undefined, { UPLOAD_LIMIT_BYTES: String(200 * 1024) }, { embedder: true });
  tenant = await createTenant(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

describe('POST /v1/parse/cv', () => {
  it('reads a French two-column CV in reading order into JSON Resume, facts as the source states them', async () => {
    const truth = JSON.parse(fixture('cv-fr-deux-colonnes.json').toString('utf8'));
    const { status, body, headers } = await upload('/v1/parse/cv', fixture('cv-fr-deux-colonnes.pdf'));
    expect(status).toBe(200);
    expect(headers['x-request-id']).toBeTruthy();
    expect(body.language).toBe('fr');
    expect(body.document).toMatchObject({ format: 'pdf', pages: 1, pages_read: 1 });
    const { basics, work, education, languages } = body.cv;
    expect(basics).toMatchObject({
      name: truth.basics.name,
      label: truth.basics.label,
      email: truth.basics.email,
      phone: truth.basics.phone,
      location: truth.basics.location,
    });
    expect(basics.profiles[0]).toMatchObject({
      network: 'LinkedIn',
      username: truth.basics.profiles[0].username,
    });
    expect(
      work.map((w: Record<string, unknown>) => [
        w['name'],
        w['position'],
        w['startDate'],
        w['endDate'] ?? null,
      ]),
    ).toEqual(
      truth.work.map((w: Record<string, unknown>) => [
        w['name'],
        w['position'],
        w['startDate'],
        w['endDate'] ?? null,
      ]),
    );
    expect(
      education.map((e: Record<string, unknown>) => [e['institution'], e['studyType'], e['endDate']]),
    ).toEqual(
      truth.education.map((e: Record<string, unknown>) => [e['institution'], e['studyType'], e['endDate']]),
    );
    expect(languages).toEqual(truth.languages);
    // The sidebar is read as a whole before the main column, not interleaved line by line.
    const text: string = body.document.text;
    expect(text.indexOf('Microsoft Excel')).toBeLessThan(text.indexOf('Anglais'));
    expect(text.indexOf('Pilotage du recrutement')).toBeGreaterThan(text.indexOf('Randonnée'));
  });

  it('links the skills the CV names to graph skills, each with the words it came from', async () => {
    const { body } = await upload('/v1/parse/cv', fixture('cv-fr-deux-colonnes.pdf'));
    expect(body.skills.length).toBeGreaterThan(0);
    for (const skill of body.skills) {
      expect(skill.uri).toMatch(/^graph:\/\/skill\//);
      expect(skill.confidence).toBeGreaterThanOrEqual(0.5);
      for (const span of skill.spans) expect(span.text.length).toBeGreaterThan(0);
    }
    // Each one is a real skill of the graph: its record answers.
    const record = await ctx.app.inject({
      method: 'GET',
      url: `/v1/skills/${encodeURIComponent(body.skills[0].uri)}`,
      headers: tenant.headers,
    });
    expect(record.statusCode).toBe(200);
    const linked = body.cv.skills.flatMap((s: { graph_skills: unknown[] }) => s.graph_skills);
    expect(linked.length).toBeGreaterThan(0);
  });

  it('reads English JSON Resume documents printed with different themes', async () => {
    const manifest = JSON.parse(readFileSync(join(CORPUS, 'manifest.json'), 'utf8')) as {
      themes: { id: string; heldOut?: boolean }[];
      documents: { pdf: string; truth: string; theme: string }[];
    };
    // One resume printed by four layouts (a left title column, a profile card, label-value blocks, two
    // columns); every theme is measured by scripts/eval/cv-parsing.ts, not asserted here.
    const themes = new Set(['elegant', 'even', 'flat', 'kendall']);
    expect(manifest.themes.filter((t) => themes.has(t.id) && !t.heldOut)).toHaveLength(themes.size);
    const picks = manifest.documents.filter((m) => m.pdf.includes('maya-okonkwo--') && themes.has(m.theme));
    expect(picks.length).toBeGreaterThan(1);
    for (const pick of picks) {
      const truth = JSON.parse(readFileSync(join(CORPUS, pick.truth), 'utf8'));
      const { status, body } = await upload('/v1/parse/cv', readFileSync(join(CORPUS, pick.pdf)));
      expect(status, pick.pdf).toBe(200);
      expect(body.cv.basics.name, pick.pdf).toBe(truth.basics.name);
      expect(body.cv.basics.email, pick.pdf).toBe(truth.basics.email);
      const companies = body.cv.work.map((w: { name?: string }) => w.name);
      expect(companies, pick.pdf).toContain(truth.work[0].name);
    }
  });

  it('reads plain text as well', async () => {
    const text = readFileSync(join(FIXTURES, 'cv-en.txt'));
    const { status, body } = await upload('/v1/parse/cv', text, 'cv.txt', 'text/plain');
    expect(status).toBe(200);
    expect(body.document.format).toBe('text');
    expect(body.cv.basics.email).toBe('jane.doe@example.com');
    expect(body.cv.work[0]).toMatchObject({
      name: 'Acme Corp',
      position: 'Senior Data Engineer',
      startDate: '2020-01',
    });
  });
});

describe('uploads that cannot be read', () => {
  it('refuses an encrypted PDF with 400 unreadable_document', async () => {
    const { status, body } = await upload('/v1/parse/cv', fixture('encrypted.pdf'));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'unreadable_document', details: { reason: 'encrypted' } });
    expect(body.error.request_id).toBeTruthy();
  });

  it('refuses a truncated PDF and a PDF without a text layer with 400', async () => {
    const whole = fixture('cv-fr-deux-colonnes.pdf');
    const truncated = await upload('/v1/parse/cv', whole.subarray(0, Math.floor(whole.length / 3)));
    expect(truncated.status).toBe(400);
    expect(truncated.body.error.code).toBe('unreadable_document');
    const scan = await upload('/v1/parse/cv', fixture('image-only.pdf'));
    expect(scan.status).toBe(400);
    expect(scan.body.error.details.reason).toBe('no_text');
  });

  it('refuses JSON nested thousands of levels deep in a free-form field with 400, never a 500', async () => {
    for (const depth of [33, 5000, 50_000]) {
      const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/enrich/cv',
        payload: `{"cv":{"basics":{"name":"Ada"},"work":${nested}}}`,
        headers: { ...tenant.headers, 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${depth}`).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_error', details: { max_depth: 32 } });
    }
  });

  it('answers malformed multipart bodies with 400 in the envelope, never a 500', async () => {
    for (const [type, payload] of [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=b', '--b\r\n18061813--b--'],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\n\r\nunfinished',
      ],
    ] as const) {
      for (const url of ['/v1/parse/cv', '/v1/parse/job-offer']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { ...tenant.headers, 'content-type': type },
        });
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json().error.request_id).toBe(response.headers['x-request-id']);
      }
    }
  });

  it('refuses text declared as a PDF with 400 unreadable_document, and reads it declared as text', async () => {
    const words = Buffer.from('this is not a pdf at all');
    for (const [name, type] of [
      ['cv.pdf', 'application/pdf'],
      ['cv.pdf', 'application/octet-stream'],
      ['cv', 'application/pdf'],
    ] as const) {
      const { status, body } = await upload('/v1/parse/cv', words, name, type);
      expect(status, `${name} ${type}`).toBe(400);
      expect(body.error).toMatchObject({ code: 'unreadable_document', details: { reason: 'not_a_pdf' } });
    }
    const text = await upload('/v1/parse/cv', words, 'cv.txt', 'text/plain');
    expect(text.status).toBe(200);
  });

  it('reads Word files and photos of a CV, and answers 501 unsupported_format for a spreadsheet, whatever their declared type', async () => {
    const word = await upload(
      '/v1/parse/cv',
      fixture('cv-fr-deux-colonnes.docx'),
      'cv.pdf',
      'application/pdf',
    );
    expect(word.status).toBe(200);
    expect(word.body.document).toMatchObject({ format: 'docx', pages: 1 });
    expect(word.body.cv.basics.name).toBe('Camille Martin');
    expect(word.body.cv.work.map((w: { name: string }) => w.name)).toEqual([
      'Groupe Lumière SA',
      'Cabinet Horizon',
    ]);
    const photo = await upload(
      '/v1/parse/cv',
      fixture('cv-fr-deux-colonnes-photo.jpg'),
      'IMG_0001.jpg',
      'image/jpeg',
    );
    expect(photo.status).toBe(200);
    expect(photo.body.document.format).toBe('jpeg');
    expect(photo.body.document.ocr).toMatchObject({ language: 'fr', pages: [{ page: 1, rotated: 270 }] });
    expect(photo.body.cv.basics.name).toBe('Camille Martin');
    expect(photo.body.cv.work.map((w: { position: string }) => w.position)).toEqual([
      'Responsable des ressources humaines',
      'Chargée de recrutement',
    ]);
    const sheet = Buffer.from(zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') }));
    const refused = await upload('/v1/parse/job-offer', sheet, 'offer.docx', 'application/octet-stream');
    expect(refused.status).toBe(501);
    expect(refused.body.error).toMatchObject({ code: 'unsupported_format', request_id: expect.any(String) });
    const junk = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200, 1)]);
    const broken = await upload('/v1/parse/job-offer', junk, 'offer.docx', 'application/octet-stream');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatchObject({ code: 'unreadable_document', details: { reason: 'invalid' } });
  });

  it('refuses a macro-enabled document (415) and a password-protected one (400), in the envelope', async () => {
    const docx = new Uint8Array(fixture('cv-fr-deux-colonnes.docx'));
    const docm = Buffer.from(zipSync({ ...unzipSync(docx), 'word/vbaProject.bin': strToU8('VBA') }));
    const macro = await upload(
      '/v1/parse/cv',
      docm,
      'cv.docm',
      'application/vnd.ms-word.document.macroEnabled.12',
    );
    expect(macro.status).toBe(415);
    expect(macro.body.error).toMatchObject({ code: 'unsupported_media_type', details: { reason: 'macros' } });
    const locked = await upload(
      '/v1/parse/cv',
      fixture('encrypted.docx'),
      'cv.docx',
      'application/octet-stream',
    );
    expect(locked.status).toBe(400);
    expect(locked.body.error).toMatchObject({
      code: 'unreadable_document',
      details: { reason: 'encrypted' },
    });
  });

  it('bounds the upload size (413), and requires multipart (415) with a `file` field (400)', async () => {
    const big = await upload('/v1/parse/cv', Buffer.alloc(300 * 1024, 'a'), 'cv.txt', 'text/plain');
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('payload_too_large');
    const json = await post('/v1/parse/cv', { file: 'not a file' });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe('unsupported_media_type');
    const wrongField = await upload('/v1/parse/cv', fixture('cv-en.txt'), 'cv.txt', 'text/plain', 'document');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error.code).toBe('validation_error');
    const empty = await upload('/v1/parse/cv', Buffer.alloc(0), 'cv.txt', 'text/plain');
    expect(empty.status).toBe(400);
  });

  it("validates the upload's query as every route's: its options apply, unknown or invalid ones are refused", async () => {
    const english = await upload('/v1/parse/cv', fixture('cv-en.txt'), 'cv.txt', 'text/plain');
    const french = await upload('/v1/parse/cv?lang=fr', fixture('cv-en.txt'), 'cv.txt', 'text/plain');
    expect(french.status).toBe(200);
    const labels = (body: { skills: { label: string }[] }) => body.skills.map((skill) => skill.label);
    expect(labels(french.body)).not.toEqual(labels(english.body));
    for (const [query, message] of [
      ['frameworks=ROME', 'did you mean framework?'],
      ['langue=fr', 'is not an accepted field'],
      ['lang=de', 'must be one of'],
      ['framework=KLDB', 'must be one of'],
    ]) {
      const refused = await upload(
        `/v1/parse/job-offer?${query}`,
        fixture('offer-en.txt'),
        'offer.txt',
        'text/plain',
      );
      expect(refused.status, query).toBe(400);
      expect(refused.body.error.code).toBe('validation_error');
      expect(JSON.stringify(refused.body.error.details.fields), query).toContain(message);
    }
  });

  it('needs an API key', async () => {
    const body = multipart(fixture('cv-en.txt'), 'cv.txt', 'text/plain');
    const response = await ctx.app.inject({ method: 'POST', url: '/v1/parse/cv', ...body });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /v1/parse/job-offer and /v1/enrich/job-offer', () => {
  it('reads the facts of an offer and splits required from desired skills', async () => {
    const { status, body } = await upload(
      '/v1/parse/job-offer',
      fixture('offer-en.txt'),
      'offer.txt',
      'text/plain',
    );
    expect(status).toBe(200);
    expect(body.job_offer).toMatchObject({
      title: 'Data Engineer',
      contract_type: 'permanent',
      working_time: 'full_time',
      remote: 'hybrid',
      experience: { min_years: 3 },
      salary: { min: 55000, max: 65000, currency: 'EUR', period: 'year' },
    });
    expect(body.job_offer.nice_to_have.join(' ')).toMatch(/Kubernetes/);
    expect(body.occupation?.uri).toMatch(/^graph:\/\/occupation\//);
    const required = body.required_skills.map((s: { spans: { text: string }[] }) =>
      s.spans[0]!.text.toLowerCase(),
    );
    expect(required).toContain('python');
    const desiredIds = new Set(body.desired_skills.map((s: { id: string }) => s.id));
    for (const skill of body.required_skills) expect(desiredIds.has(skill.id)).toBe(false);
  });

  it('enriches an offer given as JSON', async () => {
    const { status, body } = await post('/v1/enrich/job-offer', {
      job_offer: {
        title: 'Data engineer',
        requirements: ['Python and SQL'],
        nice_to_have: ['project management'],
      },
    });
    expect(status).toBe(200);
    expect(body.occupation.label.toLowerCase()).toContain('data');
    expect(body.required_skills.length).toBeGreaterThan(0);
    expect(body.desired_skills.length).toBeGreaterThan(0);
  });
});

describe('POST /v1/cvs/extract-skills, /v1/cvs/treat, /v1/enrich/cv and /v1/cvs/enrich', () => {
  it('finds a real ESCO skill named in a sentence, with its span', async () => {
    let label = '';
    for await (const record of readCsv(join(ROOT, 'seeds', 'esco', 'skills_en.csv.gz'), {
      onMalformed: () => {},
    })) {
      const candidate = record.values['preferredLabel'] ?? '';
      if (
        record.values['status'] === 'released' &&
        candidate.split(' ').length === 3 &&
        !candidate.includes('(')
      ) {
        label = candidate;
        break;
      }
    }
    const text = `In my last position I had to ${label} every week.`;
    const { status, body } = await post('/v1/cvs/extract-skills', { text, semantic: false });
    expect(status).toBe(200);
    const hit = body.skills.find((s: { label: string }) => s.label === label);
    expect(hit).toBeDefined();
    expect(hit.method).toBe('name');
    expect(text.slice(hit.spans[0].start, hit.spans[0].end)).toBe(label);
  });

  it('looks for skills by the meaning of each phrase too, a phrase counting for less than its sentence', async () => {
    const text = 'Experience with designing scalable microservices and managing cloud infrastructure on AWS.';
    const { status, body } = await post('/v1/cvs/extract-skills', { text, semantic: true, threshold: 0 });
    expect(status).toBe(200);
    const phraseTexts = new Set(phrases(text).map((phrase) => phrase.text));
    type Found = { method: string; confidence: number; spans: { text: string }[] };
    const byPhrase = (body.skills as Found[]).filter(
      (skill) => skill.method === 'semantic' && skill.spans.every((span) => phraseTexts.has(span.text)),
    );
    expect(byPhrase.length).toBeGreaterThan(0);
    // Half a passage's confidence at most (0.95 x 0.5): a phrase alone stays under the default threshold,
    // and so do several phrases' evidence combined (capped under it: skill-extraction.ts `combined`).
    for (const skill of byPhrase)
      expect(skill.confidence).toBeLessThanOrEqual(skill.spans.length === 1 ? 0.475 : 0.499);
    const defaults = await post('/v1/cvs/extract-skills', { text, semantic: true });
    const kept = new Set((defaults.body.skills as { uri: string }[]).map((skill) => skill.uri));
    for (const skill of byPhrase as unknown as { uri: string }[]) expect(kept.has(skill.uri)).toBe(false);
  });

  it('finds the skills a German ad names at the default threshold, though the graph has no German label', async () => {
    // Meaning across languages comes out at lower cosines: a text in a language without labels has
    // them raised by CROSS_LINGUAL_SHIFT (this ad got nothing at the default threshold without it).
    const text =
      'Gesundheits- und Krankenpfleger (m/w/d) gesucht. Ihre Aufgaben: Wundversorgung und Verbandswechsel, ' +
      'Verabreichung von Medikamenten nach ärztlicher Anordnung, Erste Hilfe in Notfällen, Dokumentation der Pflegeleistungen.';
    const { status, body } = await post('/v1/cvs/extract-skills', { text, semantic: true });
    expect(status).toBe(200);
    const labels = (body.skills as { label: string; confidence: number }[]).map((s) => s.label);
    expect(labels).toEqual(expect.arrayContaining(['provide first aid', 'carry out wound care']));
    for (const skill of body.skills) expect(skill.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it("adds the skill search's ranking of each sentence to its evidence", async () => {
    const text = 'You are curious, result oriented and like to share what you learn with your colleagues.';
    const searched = await ctx.app.inject({
      method: 'GET',
      // The sentence as the extractor reads it: a passage ends before its full stop.
      url: `/v1/search/skill?q=${encodeURIComponent(text.slice(0, -1))}&framework=ESCO&limit=10&threshold=0`,
      headers: tenant.headers,
    });
    expect(searched.statusCode).toBe(200);
    const hits = searched.json().skills as { uri: string; confidence: number }[];
    expect(hits.length).toBe(10);
    const { status, body } = await post('/v1/cvs/extract-skills', {
      text,
      semantic: true,
      threshold: 0,
      frameworks: ['ESCO'],
    });
    expect(status).toBe(200);
    type Found = { uri: string; confidence: number; method: string; spans: { start: number; end: number }[] };
    const found = new Map((body.skills as Found[]).map((skill) => [skill.uri, skill]));
    // Every one of the search's first ten is a candidate (the sentence's own three nearest skills could
    // not hold them all), at no less than 0.4 x its search confidence; under the default threshold, by
    // the sentence among its spans.
    for (const hit of hits) {
      const skill = found.get(hit.uri);
      expect(skill, hit.uri).toBeDefined();
      expect(skill!.confidence).toBeGreaterThanOrEqual(Math.floor(400 * hit.confidence) / 1000);
      if (skill!.confidence < 0.5)
        expect(skill!.spans.some((span) => span.start === 0 && span.end === text.length - 1)).toBe(true);
    }
    // What the default threshold keeps is what it kept without that evidence: those skills' confidences
    // are the same in both answers.
    const defaults = await post('/v1/cvs/extract-skills', { text, semantic: true, frameworks: ['ESCO'] });
    expect(defaults.body.skills.length).toBeGreaterThan(0);
    for (const skill of defaults.body.skills as Found[])
      expect(found.get(skill.uri)?.confidence).toBe(skill.confidence);
  });

  it('finds nothing in symbols, however many candidates the caller asks for', async () => {
    const text = '*** --- ### === !!!\n%%% &&& @@@ ~~~\n• • • •';
    const { status, body } = await post('/v1/cvs/extract-skills', { text, semantic: true, threshold: 0 });
    expect(status).toBe(200);
    expect(body.skills).toEqual([]);
  });

  it('parses a text CV and enriches a JSON Resume, keeping every field sent', async () => {
    const treated = await post('/v1/cvs/treat', { text: fixture('cv-en.txt').toString('utf8') });
    expect(treated.status).toBe(200);
    expect(treated.body.cv.education[0]).toMatchObject({
      studyType: 'Master of Science',
      area: 'Computer Science',
    });
    const cv = {
      ...treated.body.cv,
      meta: { version: 'v1.0.0' },
      basics: { ...treated.body.cv.basics, x_custom: 42 },
    };
    for (const path of ['/v1/enrich/cv', '/v1/cvs/enrich']) {
      const { status, body } = await post(path, { cv, semantic: false });
      expect(status).toBe(200);
      expect(body.cv.meta).toEqual({ version: 'v1.0.0' });
      expect(body.cv.basics.x_custom).toBe(42);
      const python = body.skills.find((s: { spans: { text: string }[] }) =>
        s.spans.some((sp) => sp.text === 'Python'),
      );
      expect(python?.sources).toContain('skills[0]');
    }
  });

  it('validates bodies with 400 validation_error naming the field', async () => {
    const { status, body } = await post('/v1/cvs/extract-skills', { text: '' });
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(JSON.stringify(body.error.details)).toContain('text');
  });
});

describe('POST /v1/cv/score', () => {
  it('scores a complete CV above a sparse one and says what to improve', async () => {
    const complete = await post('/v1/cv/score', { text: fixture('cv-en.txt').toString('utf8') });
    const sparse = await post('/v1/cv/score', { cv: { basics: { name: 'A B' } } });
    expect(complete.status).toBe(200);
    expect(complete.body.score).toBeGreaterThan(sparse.body.score);
    expect(complete.body.axes.map((a: { axis: string }) => a.axis).sort()).toEqual(
      ['chronology', 'contact', 'education', 'experience', 'languages', 'skills', 'summary'].sort(),
    );
    const weights = complete.body.axes.reduce((sum: number, a: { weight: number }) => sum + a.weight, 0);
    expect(weights).toBeCloseTo(1, 5);
    const contact = sparse.body.axes.find((a: { axis: string }) => a.axis === 'contact');
    expect(contact.suggestions.join(' ')).toMatch(/e-mail/);
  });

  it('wants exactly one of cv and text', async () => {
    for (const body of [{}, { cv: {}, text: 'x' }]) {
      const answer = await post('/v1/cv/score', body);
      expect(answer.status).toBe(400);
      // One field error naming the alternatives, not one per alternative.
      expect(answer.body.error.details.fields).toEqual([
        { field: 'body', message: 'must have exactly one of cv, text' },
      ]);
    }
  });
});
