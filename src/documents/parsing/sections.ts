// Section titles of CVs and job offers in English, French and Spanish, and the split of a document's
// lines into sections. A line is a title when its words are a known title and it is set like one
// (larger, capitals, alone on its line); the lines before the first title are the header.
import { fold } from '../../fold.ts';
import type { DocumentLine } from '../reading/layout.ts';

export type CvSection =
  | 'summary'
  | 'work'
  | 'education'
  | 'skills'
  | 'languages'
  | 'certificates'
  | 'projects'
  | 'volunteer'
  | 'awards'
  | 'publications'
  | 'interests'
  | 'references'
  | 'contact';

const CV_TITLES: Record<CvSection, string[]> = {
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'about',
    'about me',
    'objective',
    'career objective',
    'personal statement',
    'profil',
    'profil professionnel',
    'resume',
    'a propos',
    'a propos de moi',
    'objectif',
    'objectif professionnel',
    'perfil',
    'perfil profesional',
    'sobre mi',
    'resumen',
    'resumen profesional',
    'extracto',
    'objetivo',
  ],
  work: [
    'work',
    'experience',
    'experiences',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'career',
    'relevant experience',
    'experience professionnelle',
    'experiences professionnelles',
    'parcours professionnel',
    'emplois',
    'parcours',
    'experiencia',
    'experiencia laboral',
    'experiencia profesional',
    'historial laboral',
  ],
  education: [
    'education',
    'academic background',
    'education and training',
    'academic qualifications',
    'qualifications',
    'formation',
    'formations',
    'diplomes',
    'diplomes et formations',
    'etudes',
    'cursus',
    'parcours academique',
    'formation academique',
    'educacion',
    'formacion',
    'estudios',
    'formacion academica',
  ],
  skills: [
    'skills',
    'technical skills',
    'professional skills',
    'core competencies',
    'competencies',
    'key skills',
    'expertise',
    'areas of expertise',
    'technologies',
    'tools',
    'skills and tools',
    'hard skills',
    'soft skills',
    'competences',
    'competences techniques',
    'competences cles',
    'savoir-faire',
    'outils',
    'habilidades',
    'competencias',
    'conocimientos',
    'aptitudes',
    'herramientas',
  ],
  languages: ['languages', 'language skills', 'langues', 'langues etrangeres', 'idiomas', 'lenguas'],
  certificates: [
    'certificates',
    'certifications',
    'certification',
    'licenses',
    'licenses and certifications',
    'licences et certifications',
    'certificats',
    'certificaciones',
  ],
  projects: [
    'projects',
    'personal projects',
    'selected projects',
    'projets',
    'projets personnels',
    'proyectos',
  ],
  volunteer: [
    'volunteer',
    'volunteering',
    'volunteer experience',
    'benevolat',
    'engagements',
    'vie associative',
    'engagement associatif',
    'voluntariado',
  ],
  awards: [
    'awards',
    'honors',
    'honours',
    'achievements',
    'awards and honors',
    'prix',
    'distinctions',
    'premios',
  ],
  publications: ['publications', 'publicaciones'],
  interests: [
    'interests',
    'hobbies',
    'hobbies and interests',
    "centres d'interet",
    'centres d interet',
    'loisirs',
    'interets',
    'intereses',
    'aficiones',
  ],
  references: ['references', 'referees', 'referencias'],
  contact: [
    'contact',
    'contact information',
    'contact details',
    'location',
    'adresse',
    'coordonnees',
    'contacto',
    'personal details',
    'profiles',
    'social',
    'social profiles',
    'online',
    'reseaux sociaux',
    'redes sociales',
  ],
};

export type OfferSection =
  | 'description'
  | 'responsibilities'
  | 'required'
  | 'desired'
  | 'benefits'
  | 'company';

const OFFER_TITLES: Record<OfferSection, string[]> = {
  description: [
    'description',
    'job description',
    'the role',
    'about the role',
    'le poste',
    'descriptif du poste',
    'descripcion',
    'descripcion del puesto',
    'mission',
    'your mission',
    'votre mission',
  ],
  responsibilities: [
    'responsibilities',
    'what you will do',
    "what you'll do",
    'duties',
    'key responsibilities',
    'missions',
    'vos missions',
    'activites',
    'responsabilidades',
    'funciones',
    'tareas',
  ],
  required: [
    'requirements',
    'required skills',
    'qualifications',
    'required qualifications',
    'must have',
    'what we are looking for',
    "what we're looking for",
    'your profile',
    'profile',
    'who you are',
    'skills',
    'profil',
    'profil recherche',
    'votre profil',
    'competences requises',
    'competences',
    'requisitos',
    'perfil',
    'perfil buscado',
    'requisitos minimos',
    'competencias',
  ],
  desired: [
    'nice to have',
    'nice-to-have',
    'preferred qualifications',
    'preferred',
    'bonus',
    'bonus points',
    'desirable',
    'a plus',
    'pluses',
    'un plus',
    'serait un plus',
    'atouts',
    'souhaite',
    'apprecie',
    'se valorara',
    'valorable',
    'deseable',
    'requisitos deseables',
  ],
  benefits: [
    'benefits',
    'perks',
    'what we offer',
    'we offer',
    'avantages',
    'nous offrons',
    'ce que nous offrons',
    'beneficios',
    'ofrecemos',
  ],
  company: [
    'about us',
    'about the company',
    'who we are',
    'company',
    'qui sommes-nous',
    'qui sommes nous',
    'l entreprise',
    "l'entreprise",
    'sobre nosotros',
    'la empresa',
    'quienes somos',
  ],
};

const keyOf = (text: string) =>
  fold(text)
    // Numbering and the symbols some themes put before a title ("1.", "♥ INTERESTS").
    .replace(/^[^\p{L}]+/u, '')
    .replace(/[:：.]+\s*$/, '')
    .replace(/[’']/g, "'")
    .replace(/&/g, 'and')
    .replace(/\s+/g, ' ')
    .trim();

function lookup<S extends string>(table: Record<S, string[]>): Map<string, S> {
  const map = new Map<string, S>();
  for (const [section, titles] of Object.entries(table) as [S, string[]][])
    for (const title of titles) {
      map.set(keyOf(title), section);
      // Letter-spaced titles ("W O R K  E X P E R I E N C E") are matched without their spaces.
      map.set(`~${keyOf(title).replace(/[\s'-]/g, '')}`, section);
    }
  return map;
}

const LETTER_SPACED = /^(?:\p{L}{1,3} ){3,}\p{L}{1,3}$/u;
const CV_LOOKUP = lookup(CV_TITLES);
const OFFER_LOOKUP = lookup(OFFER_TITLES);

/** The section a line opens, if it is a section title. */
function sectionOf<S extends string>(line: DocumentLine, table: Map<string, S>): S | undefined {
  const key = keyOf(line.text);
  if (key.length > 60 || line.bullet) return undefined;
  if (LETTER_SPACED.test(key)) return table.get(`~${key.replace(/\s/g, '')}`);
  if (key.length > 45) return undefined;
  const exact = table.get(key);
  // A known title alone on its line is a title even in body type (plain text, simple themes).
  if (exact) return exact;
  // "Experience professionnelle (5 ans)" or "Skills & tools" set as a heading.
  if (!line.heading) return undefined;
  const words = key.split(' ');
  for (let n = Math.min(words.length, 4); n >= 1; n--) {
    const found = table.get(words.slice(0, n).join(' '));
    if (found) return found;
  }
  return undefined;
}

export interface Section<S extends string> {
  name: S | 'header';
  title: string | undefined;
  lines: DocumentLine[];
}

/**
 * Where a section no title announces begins: `untitled(line, next, current)` names the section a line
 * opens inside the current one (e.g. a CV's skill groups printed in a sidebar without a "Skills" title).
 */
type Untitled<S> = (
  line: DocumentLine,
  next: DocumentLine | undefined,
  current: S | 'header',
) => S | undefined;

function split<S extends string>(
  lines: DocumentLine[],
  table: Map<string, S>,
  untitled?: Untitled<S>,
): Section<S>[] {
  const sections: Section<S>[] = [{ name: 'header', title: undefined, lines: [] }];
  lines.forEach((line, index) => {
    // Themes that set section titles in a left margin put the title and the first entry on one line.
    const [first, ...rest] = line.text.split('\t');
    const inMargin = rest.length > 0 ? sectionOf({ ...line, text: first! }, table) : undefined;
    if (inMargin) {
      sections.push({
        name: inMargin,
        title: first!,
        lines: [{ ...line, text: rest.join('\t'), breakBefore: true }],
      });
      return;
    }
    const name = sectionOf(line, table);
    const current = sections.at(-1)!;
    const open = current.lines;
    const before = lines[index - 1];
    const wrapped = (above: DocumentLine | undefined): above is DocumentLine =>
      above !== undefined &&
      above === before &&
      above.heading &&
      line.heading &&
      !line.breakBefore &&
      Math.abs(above.scale - line.scale) < 0.02;
    // A section title wrapped over two lines ("PROFESSIONAL SKILLS" / "SUMMARY") is one title.
    if (
      name &&
      current.title !== undefined &&
      open.length === 0 &&
      before?.text === current.title &&
      wrapped(before)
    ) {
      current.title = `${current.title} ${line.text}`;
      return;
    }
    // A heading wrapped over two lines in a narrow column ("Programming" / "Languages") is one line, not
    // a heading and a section title; whole, the two lines may name a section ("PROFESSIONAL" / "EXPERIENCE").
    const previous = open.at(-1);
    if (name && wrapped(previous)) {
      const merged = { ...previous, text: `${previous.text} ${line.text}` };
      const opens = sectionOf(merged, table);
      if (opens) {
        open.pop();
        sections.push({ name: opens, title: merged.text, lines: [] });
      } else open[open.length - 1] = merged;
      return;
    }
    if (name) {
      sections.push({ name, title: line.text, lines: [] });
      return;
    }
    const opens = untitled?.(line, lines[index + 1], current.name);
    if (opens) {
      sections.push({ name: opens, title: undefined, lines: [line] });
      return;
    }
    open.push(line);
  });
  return sections;
}

/** Level words themes print under a skill group's name ("Distributed Systems" / "Master"). */
export const LEVEL_WORDS =
  /^(?:beginner|novice|elementary|intermediate|advanced|expert|master|proficient|basic|fluent|native|debutant|intermediaire|avance|confirme|expert|courant|bilingue|natif|maternelle|basico|intermedio|avanzado|experto|nativo)$/i;

/**
 * A heading that is no known title, over a line holding only a level word: a skill group, unless it is
 * already in a list whose items have levels too (a language and its fluency, an interest).
 */
const skillGroup: Untitled<CvSection> = (line, next, current) =>
  line.heading &&
  !['skills', 'languages', 'interests'].includes(current) &&
  next !== undefined &&
  LEVEL_WORDS.test(fold(next.text).trim())
    ? 'skills'
    : undefined;

export const splitCv = (lines: DocumentLine[]) => split(lines, CV_LOOKUP, skillGroup);
export const isSectionTitle = (line: DocumentLine) => sectionOf(line, CV_LOOKUP) !== undefined;
export const splitOffer = (lines: DocumentLine[]) => split(lines, OFFER_LOOKUP);
