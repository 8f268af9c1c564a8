// A CV upload (PDF or text): the parsed JSON Resume with the graph skills linked to it
// (POST /v1/parse/cv), then the organisation's job postings it matches, each score explained
// (POST /v1/match/jobs-vs-cv).
import { useState } from 'preact/hooks';
import { api } from '../api.ts';
import { conceptHref, Failure, percent } from '../ui.tsx';

interface LinkedSkill {
  uri: string;
  label: string;
  framework: string;
  confidence: number;
  method: 'name' | 'search' | 'semantic';
}
interface Parsed {
  cv: {
    basics?: { name?: string; label?: string; email?: string; location?: { city?: string } };
    work?: { name?: string; position?: string; startDate?: string; endDate?: string }[];
    education?: { institution?: string; studyType?: string; area?: string; endDate?: string }[];
    skills?: { name?: string; keywords?: string[] }[];
    languages?: { language?: string; fluency?: string }[];
  };
  skills: LinkedSkill[];
  language: string;
}
interface Ref {
  uri: string;
  label: string;
}
interface JobMatch {
  job_id: string;
  title: string | null;
  score: number;
  explanation: {
    matched: (Ref & { relation: string; credit: number; via?: Ref })[];
    missing_essential: Ref[];
    skills_score: number;
    semantic_score: number;
  };
}

const period = (start?: string, end?: string) => (start ? `${start} – ${end ?? 'now'}` : '');

export function CvPage() {
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [matches, setMatches] = useState<JobMatch[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const upload = async (event: Event) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget as HTMLFormElement);
    setError(null);
    setParsed(null);
    setMatches(null);
    try {
      setBusy('Reading the CV…');
      const body = await api<Parsed>('/v1/parse/cv', { method: 'POST', form });
      setParsed(body);
      setBusy('Matching job postings…');
      const matched = await api<{ results: JobMatch[] }>('/v1/match/jobs-vs-cv', {
        method: 'POST',
        json: { cv: body.cv, limit: 10 },
      });
      setMatches(matched.results);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  const cv = parsed?.cv;
  return (
    <>
      <h1>CV and matching</h1>
      <form onSubmit={upload} aria-label="Upload a CV" class="search-form">
        <label class="grow">
          CV (PDF or plain text, at most 10 MiB)
          <input name="file" type="file" accept=".pdf,.txt,application/pdf,text/plain" required />
        </label>
        <button type="submit" disabled={busy !== null}>
          Read and match
        </button>
      </form>
      {busy ? (
        <p class="busy" aria-busy="true" role="status">
          {busy}
        </p>
      ) : null}
      {error ? <Failure error={error} /> : null}
      {cv ? (
        <section aria-labelledby="cv-title" class="columns">
          <div>
            <h2 id="cv-title">{cv.basics?.name ?? 'The CV'}</h2>
            <p class="muted">
              {[cv.basics?.label, cv.basics?.email, cv.basics?.location?.city].filter(Boolean).join(' · ')}{' '}
              (read as {parsed?.language})
            </p>
            <h3>Work</h3>
            <ul data-testid="cv-work">
              {(cv.work ?? []).map((job, index) => (
                <li key={index}>
                  <strong>{job.position}</strong> {job.name ? `at ${job.name}` : ''}{' '}
                  <span class="muted">{period(job.startDate, job.endDate)}</span>
                </li>
              ))}
            </ul>
            <h3>Education</h3>
            <ul>
              {(cv.education ?? []).map((school, index) => (
                <li key={index}>
                  {[school.studyType, school.area].filter(Boolean).join(', ')} {school.institution}{' '}
                  <span class="muted">{school.endDate ?? ''}</span>
                </li>
              ))}
            </ul>
            <details>
              <summary>The JSON Resume</summary>
              <pre>{JSON.stringify(cv, null, 2)}</pre>
            </details>
          </div>
          <div>
            <h3>Skills linked in the graph ({parsed?.skills.length})</h3>
            <ul data-testid="cv-skills">
              {(parsed?.skills ?? []).slice(0, 40).map((skill) => (
                <li key={skill.uri}>
                  <a href={conceptHref(skill.uri)}>{skill.label}</a>{' '}
                  <span class="muted">
                    {skill.framework} · {skill.method} · {percent(skill.confidence)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      {matches ? (
        <section aria-labelledby="jobs-title">
          <h2 id="jobs-title">Job postings it matches</h2>
          {matches.length === 0 ? (
            <p>The organisation has no job posting to match yet (upload postings through the API).</p>
          ) : (
            <ol data-testid="job-matches" class="matches">
              {matches.map((job) => (
                <li key={job.job_id}>
                  <strong>{job.title ?? job.job_id}</strong> <span class="score">{percent(job.score)}</span>
                  <p class="muted">
                    skills {percent(job.explanation.skills_score)}, meaning{' '}
                    {percent(job.explanation.semantic_score)}
                  </p>
                  <p>
                    Has:{' '}
                    {job.explanation.matched
                      .slice(0, 8)
                      .map((skill) => (skill.via ? `${skill.label} (via ${skill.via.label})` : skill.label))
                      .join(', ') || 'none of its skills'}
                  </p>
                  <p>
                    Missing (essential):{' '}
                    {job.explanation.missing_essential
                      .slice(0, 8)
                      .map((skill) => skill.label)
                      .join(', ') || 'nothing'}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </>
  );
}
