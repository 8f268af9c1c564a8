// The CV pipeline of a user (spec 2.3, 3.6, 4.5): raw upload -> treated -> corrected treated ->
// enriched -> corrected enriched -> user-profile entities. Each stage is a node owned by the user;
// corrected stages are written once (a second POST is 409 conflict) and sealed by their one replace
// (afterwards 404, spec 3.6). The corrected enriched CV writes the profile entities (UserWork,
// UserEducation, ...) through the management resource table, in the same transaction.
import { createHash, randomUUID } from 'node:crypto';
import { Value } from 'typebox/value';
import type { Executor } from '../../db/executor.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { ownerRegistry, type ResourceDefinition } from '../../management/definition.ts';
import { RESOURCES, resourceNamed } from '../../management/resources.ts';
import type { Scope } from '../../management/service.ts';
import { createResourceService } from '../../management/service.ts';
import type { JsonResume } from '../parsing/json-resume.ts';
import { cvProfileText } from '../profile-text.ts';
import type { DocumentText } from '../reading/text.ts';
import type { DocumentServices } from '../service.ts';

export type CvStage =
  | 'JsonResumeTreated'
  | 'JsonResumeCorrectedTreated'
  | 'JsonResumeEnriched'
  | 'JsonResumeCorrectedEnriched';

/** The management Scope (the path's ids) of a user's CV: its organisation and its user. */
export type UserScope = Scope & { organisationId: string; userId: string };

type Stored = Record<string, unknown> & { id: string };

/** An entry the profile could not take, with why; reported, never dropped silently. */
export interface Skipped {
  section: string;
  index: number;
  reason: string;
}

const owners = ownerRegistry(RESOURCES);

/** JSON Resume sections and the profile resource each becomes, with the field mapping. */
const PROFILE: {
  section: keyof JsonResume;
  resource: string;
  map: (entry: Record<string, unknown>) => Record<string, unknown>;
}[] = [
  {
    section: 'work',
    resource: 'UserWork',
    map: (w) => ({
      name: w['name'],
      position: w['position'],
      url: w['url'],
      location: w['location'],
      start_date: day(w['startDate']),
      end_date: day(w['endDate']),
      summary: w['summary'],
      highlights: w['highlights'],
    }),
  },
  {
    section: 'education',
    resource: 'UserEducation',
    map: (e) => ({
      institution: e['institution'],
      url: e['url'],
      area: e['area'],
      study_type: e['studyType'],
      start_date: day(e['startDate']),
      end_date: day(e['endDate']),
      score: e['score'],
      courses: e['courses'],
    }),
  },
  {
    section: 'volunteer',
    resource: 'UserVolunteer',
    map: (v) => ({
      organization: v['organization'],
      position: v['position'],
      url: v['url'],
      start_date: day(v['startDate']),
      end_date: day(v['endDate']),
      summary: v['summary'],
      highlights: v['highlights'],
    }),
  },
  {
    section: 'interests',
    resource: 'UserInterest',
    map: (i) => ({ name: i['name'], keywords: i['keywords'] }),
  },
  {
    section: 'projects',
    resource: 'UserProject',
    map: (p) => ({
      name: p['name'],
      description: p['description'],
      url: p['url'],
      start_date: day(p['startDate']),
      end_date: day(p['endDate']),
      roles: p['roles'],
      highlights: p['highlights'],
      keywords: p['keywords'],
    }),
  },
  {
    section: 'awards',
    resource: 'UserAward',
    map: (a) => ({ title: a['title'], date: day(a['date']), awarder: a['awarder'], summary: a['summary'] }),
  },
  {
    section: 'certificates',
    resource: 'UserCertificate',
    map: (c) => ({ name: c['name'], date: day(c['date']), url: c['url'], issuer: c['issuer'] }),
  },
  {
    section: 'publications',
    resource: 'UserPublication',
    map: (p) => ({
      name: p['name'],
      publisher: p['publisher'],
      release_date: day(p['releaseDate']),
      url: p['url'],
      summary: p['summary'],
    }),
  },
  {
    section: 'languages',
    resource: 'UserLanguage',
    map: (l) => ({ language: l['language'], fluency: l['fluency'] }),
  },
  {
    section: 'references',
    resource: 'UserReference',
    map: (r) => ({ name: r['name'] ?? 'Reference', reference: r['reference'] }),
  },
];

/** Profile dates are full days: "2019" -> 2019-01-01, "2019-03" -> 2019-03-01. */
function day(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?/.exec(value);
  return match ? `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}` : undefined;
}

/** Drops absent and empty values, so optional profile fields stay unset. */
const defined = (value: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );

export class CvPipeline {
  private readonly executor: Executor;
  private readonly documents: DocumentServices;

  constructor(executor: Executor, documents: DocumentServices) {
    this.executor = executor;
    this.documents = documents;
  }

  /**
   * Files -> one raw document and its treated CV. Several files are read as one CV, in the order sent
   * (a CV split over two PDFs); each must be readable.
   */
  async treat(scope: UserScope, files: UploadedFile[]) {
    if (files.length === 0)
      throw new AppError('validation_error', 'At least one file is required in `files`', {
        fields: [{ field: 'body.files', message: 'must hold at least one file' }],
      });
    const texts: DocumentText[] = [];
    for (const file of files) texts.push(await this.documents.read(file));
    const lines = texts.flatMap((t, i) =>
      t.lines.map((l) => ({ ...l, page: l.page + texts.slice(0, i).reduce((n, x) => n + x.pages, 0) })),
    );
    // Read only: the enrich stage links the skills (once).
    const parsed = this.documents.readCv({
      ...texts[0]!,
      lines,
      text: texts.map((t) => t.text).join('\n\n'),
      pages: texts.reduce((n, t) => n + t.pages, 0),
    });
    const digest = createHash('sha256');
    for (const file of files) digest.update(file.bytes);
    const [row] = await this.executor.write<{ item: Stored }>('cv-treat', {
      ...scope,
      rawId: randomUUID(),
      treatedId: randomUUID(),
      fileNames: files.map((f) => f.filename),
      mediaTypes: files.map((f) => f.mediaType),
      bytes: files.reduce((n, f) => n + f.bytes.length, 0),
      sha256: digest.digest('hex'),
      pages: parsed.document.pages,
      text: parsed.document.text,
      jsonResume: JSON.stringify(parsed.cv),
      language: parsed.language,
    });
    if (!row) throw notFound('User', { id: scope.userId });
    return decode(row.item);
  }

  async get(scope: UserScope, stage: CvStage, id: string) {
    const [row] = await this.executor.read<{ item: Stored }>('cv-stage-get', { ...scope, label: stage, id });
    if (!row) throw notFound(stage, { id });
    return decode(row.item);
  }

  async correctTreated(scope: UserScope, treatedId: string, jsonResume: unknown) {
    const [row] = await this.executor.write<{ item: Stored | null; exists: boolean }>(
      'cv-corrected-treated-create',
      {
        ...scope,
        treatedId,
        id: randomUUID(),
        jsonResume: JSON.stringify(resumeOf(jsonResume)),
      },
    );
    if (!row) throw notFound('JsonResumeTreated', { id: treatedId });
    if (row.exists || !row.item)
      throw new AppError(
        'conflict',
        'This treated CV was already corrected; a correction cannot be edited again',
        {
          treated: treatedId,
        },
      );
    return decode(row.item);
  }

  async replaceCorrected(
    scope: UserScope,
    stage: 'JsonResumeCorrectedTreated' | 'JsonResumeCorrectedEnriched',
    id: string,
    jsonResume: unknown,
    nodes?: unknown,
  ) {
    const resume = resumeOf(jsonResume);
    return this.executor.writeTransaction(async (tx) => {
      const [row] = await tx.run<{ item: Stored }>('cv-corrected-replace', {
        ...scope,
        label: stage,
        id,
        jsonResume: JSON.stringify(resume),
        nodes: nodes === undefined ? null : JSON.stringify(nodesOf(nodes)),
      });
      if (!row) throw notFound(stage, { id });
      const item = decode(row.item);
      if (stage === 'JsonResumeCorrectedEnriched') {
        await tx.run('cv-profile-clear', { id });
        return { ...item, ...(await this.writeProfile(tx, scope, id, resume, nodesOf(nodes))) };
      }
      return item;
    });
  }

  /** Enriches a treated or corrected-treated CV: graph skills on the resume, MENTIONS edges to them. */
  async enrich(
    scope: UserScope,
    sourceStage: 'JsonResumeTreated' | 'JsonResumeCorrectedTreated',
    sourceId: string,
  ) {
    const source = await this.get(scope, sourceStage, sourceId);
    const resume = source['json_resume'] as Partial<JsonResume>;
    const { cv, skills } = await this.documents.enrichCv(resume, {});
    const nodes = skills.map((s) => ({
      uri: s.uri,
      id: s.id,
      label: s.label,
      framework: s.framework,
      confidence: s.confidence,
      sources: s.sources,
    }));
    const embedding = await this.documents.embedProfile(
      cvProfileText(
        resume,
        skills.map((s) => s.label),
      ),
    );
    const [row] = await this.executor.write<{ item: Stored }>('cv-enriched-create', {
      ...scope,
      id: randomUUID(),
      sourceId,
      jsonResume: JSON.stringify(cv),
      nodes: JSON.stringify(nodes),
      skills: skills.map((s) => ({ id: s.id, confidence: s.confidence })),
      embedding,
    });
    if (!row) throw notFound(sourceStage, { id: sourceId });
    return decode(row.item);
  }

  /** The corrected enriched CV, and the user-profile entities it becomes, in one transaction. */
  async correctEnriched(scope: UserScope, enrichedId: string, jsonResume: unknown, nodes: unknown) {
    const resume = resumeOf(jsonResume);
    const graphNodes = nodesOf(nodes);
    return this.executor.writeTransaction(async (tx) => {
      const id = randomUUID();
      const [row] = await tx.run<{ item: Stored | null; exists: boolean }>('cv-corrected-enriched-create', {
        ...scope,
        enrichedId,
        id,
        jsonResume: JSON.stringify(resume),
        nodes: JSON.stringify(graphNodes),
      });
      if (!row) throw notFound('JsonResumeEnriched', { id: enrichedId });
      if (row.exists || !row.item)
        throw new AppError(
          'conflict',
          'This enriched CV was already corrected; a correction cannot be edited again',
          {
            enriched: enrichedId,
          },
        );
      return { ...decode(row.item), ...(await this.writeProfile(tx, scope, id, resume, graphNodes)) };
    });
  }

  private async writeProfile(
    tx: Parameters<Parameters<Executor['writeTransaction']>[0]>[0],
    scope: UserScope,
    correctedId: string,
    resume: Partial<JsonResume>,
    nodes: GraphNode[],
  ) {
    const created: Record<string, number> = {};
    const skipped: Skipped[] = [];
    const ids: string[] = [];
    const write = async (
      row: ResourceDefinition,
      section: string,
      index: number,
      body: Record<string, unknown>,
    ) => {
      const clean = defined(body);
      const errors = [
        ...Value.Errors({ type: 'object', properties: row.fields, required: row.required }, clean),
      ];
      if (errors.length > 0) {
        skipped.push({
          section,
          index,
          reason: `${errors[0]!.instancePath || 'entry'} ${errors[0]!.message}`,
        });
        return;
      }
      const item = await createResourceService(this.executor, row, owners).createIn(
        tx,
        'organisation',
        { ...scope },
        clean,
      );
      ids.push(item.id);
      created[section] = (created[section] ?? 0) + 1;
    };
    for (const { section, resource, map } of PROFILE) {
      const entries = (resume[section] ?? []) as Record<string, unknown>[];
      if (!Array.isArray(entries)) continue;
      for (const [index, entry] of entries.entries())
        await write(resourceNamed(resource), section, index, map(entry ?? {}));
    }
    // Skills: each graph skill of the CV, under the words the CV used when a skills[] entry names it.
    const skillRow = resourceNamed('UserSkill');
    const listed = (resume.skills ?? []) as (JsonResume['skills'][number] & {
      graph_skills?: { uri: string }[];
    })[];
    const written = new Set<string>();
    for (const [index, skill] of listed.entries()) {
      const graph = nodes.find((n) => skill.graph_skills?.some((g) => g.uri === n.uri));
      if (graph) written.add(graph.id);
      await write(skillRow, 'skills', index, {
        name: skill.name,
        level: skill.level,
        keywords: skill.keywords,
        skill_uuid: graph?.id,
      });
    }
    for (const [index, node] of nodes.entries())
      if (!written.has(node.id))
        await write(skillRow, 'nodes', index, { name: node.label, skill_uuid: node.id });
    if (resume.basics?.label)
      await write(resourceNamed('UserTitle'), 'basics.label', 0, {
        name: resume.basics.label,
        current: true,
      });
    if (ids.length) await tx.run('cv-profile-link', { id: correctedId, entityIds: ids });
    return { profile: { created, skipped } };
  }
}

interface GraphNode {
  uri: string;
  id: string;
  label: string;
}

/** json_resume arrives as a JSON object or as a string holding one (spec 2.2: string). */
function resumeOf(value: unknown): Partial<JsonResume> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalid('json_resume', 'must be a JSON Resume object, or a string holding one');
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid('json_resume', 'must be a JSON Resume object, or a string holding one');
  return parsed as Partial<JsonResume>;
}

/** nodes: the graph skills of an enriched CV, as an array or a string holding one; each needs an id. */
function nodesOf(value: unknown): GraphNode[] {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw invalid('nodes', 'must be an array of graph skills, or a string holding one');
    }
  }
  if (parsed === undefined || parsed === null) return [];
  if (
    !Array.isArray(parsed) ||
    !parsed.every((n) => typeof n === 'object' && n && typeof (n as GraphNode).id === 'string')
  )
    throw invalid('nodes', 'must be an array of graph skills, each with an id');
  return (parsed as GraphNode[]).map((n) => ({
    uri: n.uri ?? `graph://skill/${n.id}`,
    id: n.id,
    label: n.label ?? n.id,
  }));
}

const invalid = (field: string, message: string) =>
  new AppError('validation_error', `body.${field} ${message}`, {
    fields: [{ field: `body.${field}`, message }],
  });

/** Stored JSON decoded for answers. */
function decode(item: Stored): Stored {
  // Vectors are for the indexes, not for people.
  const { embedding: _vector, ...rest } = item;
  const out: Stored = rest as Stored;
  for (const field of ['json_resume', 'nodes'])
    if (typeof out[field] === 'string') out[field] = JSON.parse(out[field] as string);
  return out;
}
