// The job-posting pipeline of an organisation (spec 3.1, 3.2, 4.4): uploaded files -> treated postings
// (one per file, each with its OrganisationJsonJobPosting in DRAFT) -> enriched postings (occupation
// and skills, kept as edges for matching); then the posting's status, career and company, and its
// candidates with their statuses. At most one candidate is VALIDATED; validating one validates the
// posting. A duplicate candidate or a second validation is 409 `conflict`.
import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { pickLanguage } from '../../graph/language.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { jobProfileText, type OfferFacts } from '../profile-text.ts';
import type { DocumentServices } from '../service.ts';

export const POSTING_STATUSES = ['DRAFT', 'CONFIRMED', 'CANCELLED', 'VALIDATED'] as const;
export const CANDIDATE_STATUSES = ['PENDING', 'IN_REVIEW', 'VALIDATED'] as const;

type Stored = Record<string, unknown> & { id: string };

export class PostingPipeline {
  private readonly executor: Executor;
  private readonly documents: DocumentServices;

  constructor(executor: Executor, documents: DocumentServices) {
    this.executor = executor;
    this.documents = documents;
  }

  /** Each file -> a treated posting and the organisation's posting in DRAFT. All files or none. */
  async treat(organisationId: string, files: UploadedFile[]): Promise<Stored[]> {
    // Every file is read before anything is written: one unreadable file fails the whole upload.
    const postings = [];
    for (const file of files) {
      const document = await this.documents.read(file);
      const parsed = await this.documents.parseOfferFacts(document);
      postings.push({
        rawId: randomUUID(),
        treatedId: randomUUID(),
        postingId: randomUUID(),
        fileName: file.filename,
        mediaType: file.mediaType,
        bytes: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        pages: document.pages,
        text: document.text,
        jsonJobPosting: JSON.stringify(parsed.offer),
        title: parsed.offer.title ?? null,
        company: parsed.offer.company ?? null,
        language: parsed.language,
      });
    }
    const rows = await this.executor.write<{ item: Stored }>('posting-treat', { organisationId, postings });
    if (rows.length === 0) throw notFound('Organisation', { id: organisationId });
    return rows.map((row) => decode(row.item));
  }

  async get(organisationId: string, stage: 'JsonJobPostingTreated' | 'JsonJobPostingEnriched', id: string) {
    const [row] = await this.executor.read<{ item: Stored }>('posting-stage-get', {
      organisationId,
      label: stage,
      id,
    });
    if (!row) throw notFound(stage, { id });
    return decode(row.item);
  }

  /** The treated posting linked to the graph: occupation of its title, required and desired skills. */
  async enrich(organisationId: string, treatedId: string) {
    const treated = await this.get(organisationId, 'JsonJobPostingTreated', treatedId);
    const offer = treated['json_job_posting'] as Record<string, unknown>;
    const enriched = await this.documents.enrichOffer(
      {
        ...offer,
        required: (offer['requirements'] as string[] | undefined) ?? [],
        desired: (offer['nice_to_have'] as string[] | undefined) ?? [],
        responsibilities: (offer['responsibilities'] as string[] | undefined) ?? [],
      },
      // Labels in the posting's language where the graph has them, else English.
      { language: pickLanguage(treated['language'] as string | undefined, undefined) },
    );
    const skills = [
      ...enriched.required_skills.map((s) => ({ id: s.id, relation: 'essential', confidence: s.confidence })),
      ...enriched.desired_skills.map((s) => ({ id: s.id, relation: 'optional', confidence: s.confidence })),
    ];
    const nodes = {
      occupation: enriched.occupation,
      required_skills: enriched.required_skills.map(({ uri, id, label, framework, confidence }) => ({
        uri,
        id,
        label,
        framework,
        confidence,
      })),
      desired_skills: enriched.desired_skills.map(({ uri, id, label, framework, confidence }) => ({
        uri,
        id,
        label,
        framework,
        confidence,
      })),
    };
    const embedding = await this.documents.embedProfile(
      jobProfileText(
        offer as OfferFacts,
        enriched.required_skills.map((s) => s.label),
      ),
    );
    const [row] = await this.executor.write<{ item: Stored }>('posting-enriched-create', {
      organisationId,
      treatedId,
      id: randomUUID(),
      jsonJobPosting: JSON.stringify(enriched.job_offer),
      nodes: JSON.stringify(nodes),
      occupationId: enriched.occupation?.id ?? null,
      occupationConfidence: enriched.occupation?.confidence ?? null,
      skills,
      embedding,
    });
    if (!row) throw notFound('JsonJobPostingTreated', { id: treatedId });
    return decode(row.item);
  }

  async summaries(organisationId: string, skip: number, limit: number) {
    const [page] = await this.executor.read<{ total: number; members: Stored[] }>('posting-summaries', {
      organisationId,
      skip,
      limit,
    });
    if (!page) throw notFound('Organisation', { id: organisationId });
    return page;
  }

  async posting(organisationId: string, id: string) {
    const [row] = await this.executor.read<{ item: Stored }>('posting-get', { organisationId, id });
    if (!row) throw notFound('OrganisationJsonJobPosting', { id });
    return row.item;
  }

  async update(
    organisationId: string,
    id: string,
    body: { status?: string; career_id?: string; company?: string | null },
  ) {
    const [row] = await this.executor.write<{ updated: string | null; careerMissing: boolean }>(
      'posting-update',
      {
        organisationId,
        id,
        status: body.status ?? null,
        careerId: body.career_id ?? null,
        setCompany: 'company' in body,
        company: body.company ?? null,
      },
    );
    if (!row) throw notFound('OrganisationJsonJobPosting', { id });
    if (row.careerMissing)
      throw new AppError('validation_error', 'body.career_id is not a career of the organisation', {
        fields: [{ field: 'body.career_id', message: 'is not a career of the organisation' }],
      });
    return this.posting(organisationId, id);
  }

  async addCandidate(organisationId: string, id: string, userId: string) {
    const [row] = await this.executor.write<{ outcome: 'added' | 'duplicate' }>('posting-candidate-add', {
      organisationId,
      id,
      userId,
    });
    if (!row) {
      await this.posting(organisationId, id); // 404 for the posting itself
      throw new AppError('validation_error', 'body.user_id is not a user of the organisation', {
        fields: [{ field: 'body.user_id', message: 'is not a user of the organisation' }],
      });
    }
    if (row.outcome === 'duplicate')
      throw new AppError('conflict', 'This user is already a candidate on this posting', { user_id: userId });
    return this.posting(organisationId, id);
  }

  async setCandidateStatus(organisationId: string, id: string, userId: string, status: string) {
    const [row] = await this.executor.write<{ outcome: 'updated' | 'conflict' }>('posting-candidate-status', {
      organisationId,
      id,
      userId,
      status,
    });
    if (!row) throw notFound('Candidate', { posting: id, user_id: userId });
    if (row.outcome === 'conflict')
      throw new AppError('conflict', 'Another candidate of this posting is already validated', {
        posting: id,
      });
    return this.posting(organisationId, id);
  }
}

function decode(item: Stored): Stored {
  // Vectors are for the indexes, not for people.
  const { embedding: _vector, ...rest } = item;
  const out: Stored = rest as Stored;
  for (const field of ['json_job_posting', 'nodes'])
    if (typeof out[field] === 'string') out[field] = JSON.parse(out[field] as string);
  return out;
}
