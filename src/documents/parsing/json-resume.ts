// The JSON Resume shape (jsonresume.org schema) the CV parser fills and the pipelines, scoring and
// matching read: only the fields the parser can find, each optional where a CV may lack it.
import type { Location, Profile } from './contact.ts';

export interface WorkEntry {
  name?: string;
  position?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  summary?: string;
  highlights?: string[];
}

export interface EducationEntry {
  institution?: string;
  area?: string;
  studyType?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
  courses?: string[];
}

export interface JsonResume {
  basics: {
    name?: string;
    label?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: Location;
    profiles: Profile[];
  };
  work: WorkEntry[];
  volunteer: (Omit<WorkEntry, 'name'> & { organization?: string })[];
  education: EducationEntry[];
  skills: { name: string; level?: string; keywords?: string[] }[];
  languages: { language: string; fluency?: string }[];
  certificates: { name: string; date?: string; issuer?: string }[];
  projects: {
    name?: string;
    description?: string;
    startDate?: string;
    endDate?: string;
    highlights?: string[];
  }[];
  awards: { title: string; date?: string; awarder?: string; summary?: string }[];
  publications: { name: string; publisher?: string; releaseDate?: string; summary?: string }[];
  interests: { name: string; keywords?: string[] }[];
  references: { name?: string; reference: string }[];
}

/** Drops undefined and empty values so the resume carries only what was found. */
export function clean<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}
