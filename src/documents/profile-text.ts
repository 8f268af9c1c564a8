// The one recipe for the text a CV or a job is embedded from: the stored vectors of enriched CVs and
// postings (cv_embedding, posting_embedding) and the vectors matching builds from text on the fly come
// from the same fields in the same order, so a CV read from text compares with stored postings as a
// stored CV would. Parts are joined with '. ' and cut at 2,000 characters (DocumentServices.embedProfile).
import type { JsonResume } from './parsing/json-resume.ts';

/** What a CV is embedded from: headline, summary, each position (with its employer), its graph skills. */
export function cvProfileText(resume: Partial<JsonResume>, skillLabels: string[]): (string | undefined)[] {
  return [
    resume.basics?.label,
    resume.basics?.summary,
    ...(resume.work ?? []).map((work) => [work.position, work.name].filter(Boolean).join(', ')),
    skillLabels.join(', '),
  ];
}

/** A job offer as parsed (`job_offer` of the parse, `json_job_posting` of a treated posting). */
export interface OfferFacts {
  title?: string | undefined;
  requirements?: string[] | undefined;
  description?: string | undefined;
}

/** What a job is embedded from: its title, its requirements, the start of its description, its required skills. */
export function jobProfileText(offer: OfferFacts, requiredSkillLabels: string[]): (string | undefined)[] {
  return [
    offer.title,
    ...(offer.requirements ?? []),
    (offer.description ?? '').slice(0, 600),
    requiredSkillLabels.join(', '),
  ];
}
