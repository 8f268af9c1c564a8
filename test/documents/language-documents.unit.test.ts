// A short CV and a job offer in each language the parsers know, read from plain text: the section
// titles, dates, degrees, levels and labels of each language's word table at work.
import { describe, expect, it } from 'vitest';
import { parseCv } from '../../src/documents/parsing/cv-parser.ts';
import type { DocumentLanguage } from '../../src/documents/parsing/languages/index.ts';
import { parseOffer } from '../../src/documents/parsing/offer-parser.ts';
import { fromText } from '../../src/documents/reading/text.ts';

interface CvCase {
  text: string;
  city: string;
  work: { position: string; name: string; startDate: string; endDate?: string }[];
  education: { institution: string; studyType: string; area: string }[];
  skills: string[];
  languages: [string, string][];
}

const CVS: Record<DocumentLanguage, CvCase> = {
  en: {
    text: `Emma Brown
Data Engineer
London, United Kingdom | emma.brown@example.com | +44 7700 900123

Summary
Data engineer with six years of experience in the design of pipelines for the financial sector.

Work Experience
Data Engineer at Monzo
Mar 2020 – Present
• Built streaming pipelines with Kafka
Junior Analyst, Deloitte
Sep 2017 – Feb 2020

Education
University of Edinburgh
BSc Computer Science
2013 – 2017

Skills
Python, SQL, Spark, Airflow

Languages
English (native), French (intermediate)
`,
    city: 'London',
    work: [
      { position: 'Data Engineer', name: 'Monzo', startDate: '2020-03' },
      { position: 'Junior Analyst', name: 'Deloitte', startDate: '2017-09', endDate: '2020-02' },
    ],
    education: [{ institution: 'University of Edinburgh', studyType: 'BSc', area: 'Computer Science' }],
    skills: ['Python', 'SQL', 'Spark', 'Airflow'],
    languages: [
      ['English', 'native'],
      ['French', 'intermediate'],
    ],
  },
  fr: {
    text: `Camille Martin
Développeuse web
Lyon, France | camille.martin@example.fr | +33 6 12 34 56 78

Profil
Développeuse passionnée par la qualité du code et les projets libres, avec une expérience dans les services publics.

Expérience professionnelle
Développeuse backend chez Doctolib
sept. 2019 – aujourd’hui
• Conception d’API REST en Python
Stagiaire, Société Générale
janv. 2019 – juin 2019

Formation
Université Claude Bernard Lyon 1
Master en informatique
2017 – 2019

Compétences
Python, Django, PostgreSQL, Docker

Langues
Français (langue maternelle), Anglais (courant), Espagnol (intermédiaire)
`,
    city: 'Lyon',
    work: [
      { position: 'Développeuse backend', name: 'Doctolib', startDate: '2019-09' },
      { position: 'Stagiaire', name: 'Société Générale', startDate: '2019-01', endDate: '2019-06' },
    ],
    education: [
      { institution: 'Université Claude Bernard Lyon 1', studyType: 'Master', area: 'informatique' },
    ],
    skills: ['Python', 'Django', 'PostgreSQL', 'Docker'],
    languages: [
      ['Français', 'langue maternelle'],
      ['Anglais', 'courant'],
      ['Espagnol', 'intermédiaire'],
    ],
  },
  es: {
    text: `Lucía García
Desarrolladora de software
Madrid, España | lucia.garcia@example.es | +34 612 345 678

Perfil
Desarrolladora con experiencia en el diseño de aplicaciones web y de sistemas distribuidos para la banca.

Experiencia laboral
Desarrolladora backend, Cabify
ene 2020 – actualidad
• Desarrollo de microservicios en Go
Becaria, Telefónica
jun 2018 – dic 2019

Educación
Universidad Politécnica de Madrid
Grado en Ingeniería Informática
2014 – 2018

Habilidades
Go, Python, Kubernetes, SQL

Idiomas
Español (nativo), Inglés (avanzado), Francés (básico)
`,
    city: 'Madrid',
    work: [
      { position: 'Desarrolladora backend', name: 'Cabify', startDate: '2020-01' },
      { position: 'Becaria', name: 'Telefónica', startDate: '2018-06', endDate: '2019-12' },
    ],
    education: [
      {
        institution: 'Universidad Politécnica de Madrid',
        studyType: 'Grado',
        area: 'Ingeniería Informática',
      },
    ],
    skills: ['Go', 'Python', 'Kubernetes', 'SQL'],
    languages: [
      ['Español', 'nativo'],
      ['Inglés', 'avanzado'],
      ['Francés', 'básico'],
    ],
  },
  de: {
    text: `Max Mustermann
Softwareentwickler
Hauptstraße 5 | 10115 Berlin | max.mustermann@example.de | +49 170 1234567
Geburtsdatum: 12.03.1990

Profil
Erfahrener Entwickler mit Schwerpunkt auf Backend-Systemen und der Cloud, seit zehn Jahren im Beruf.

Berufserfahrung
Senior Softwareentwickler, SAP SE
03.2019 – heute
• Entwicklung von Microservices mit Java und Kotlin
Werkstudent bei Siemens AG
Okt. 2016 – Febr. 2019

Ausbildung
Technische Universität München
Master of Science in Informatik
2014 – 2016
Hochschule für Technik und Wirtschaft Berlin
Bachelor Wirtschaftsinformatik
2010 – 2014

EDV-Kenntnisse
Java, Kotlin, PostgreSQL, Docker

Sprachen
Deutsch (Muttersprache), Englisch (verhandlungssicher), Französisch (Grundkenntnisse)
`,
    city: 'Berlin',
    work: [
      { position: 'Senior Softwareentwickler', name: 'SAP SE', startDate: '2019-03' },
      { position: 'Werkstudent', name: 'Siemens AG', startDate: '2016-10', endDate: '2019-02' },
    ],
    education: [
      { institution: 'Technische Universität München', studyType: 'Master of Science', area: 'Informatik' },
      {
        institution: 'Hochschule für Technik und Wirtschaft Berlin',
        studyType: 'Bachelor',
        area: 'Wirtschaftsinformatik',
      },
    ],
    skills: ['Java', 'Kotlin', 'PostgreSQL', 'Docker'],
    languages: [
      ['Deutsch', 'Muttersprache'],
      ['Englisch', 'verhandlungssicher'],
      ['Französisch', 'Grundkenntnisse'],
    ],
  },
  it: {
    text: `Giulia Rossi
Sviluppatrice software
Milano, Italia | giulia.rossi@example.it | +39 333 1234567

Profilo
Sviluppatrice con esperienza nella progettazione di applicazioni web e nella gestione dei dati per il settore bancario.

Esperienze lavorative
Sviluppatrice backend presso Fastweb S.p.A.
03/2019 – oggi
• Sviluppo di servizi REST con Java e Spring
Stagista, Accenture
gen 2018 – feb 2019

Istruzione e formazione
Politecnico di Milano
Laurea magistrale in Ingegneria Informatica
2016 – 2018
Università degli Studi di Pavia
Laurea triennale in Informatica
2013 – 2016

Competenze tecniche
Java, Spring, SQL, Docker

Conoscenze linguistiche
Italiano (madrelingua), Inglese (ottimo), Tedesco (base)
`,
    city: 'Milano',
    work: [
      { position: 'Sviluppatrice backend', name: 'Fastweb S.p.A.', startDate: '2019-03' },
      { position: 'Stagista', name: 'Accenture', startDate: '2018-01', endDate: '2019-02' },
    ],
    education: [
      {
        institution: 'Politecnico di Milano',
        studyType: 'Laurea magistrale',
        area: 'Ingegneria Informatica',
      },
      { institution: 'Università degli Studi di Pavia', studyType: 'Laurea triennale', area: 'Informatica' },
    ],
    skills: ['Java', 'Spring', 'SQL', 'Docker'],
    languages: [
      ['Italiano', 'madrelingua'],
      ['Inglese', 'ottimo'],
      ['Tedesco', 'base'],
    ],
  },
  nl: {
    text: `Sanne de Vries
Softwareontwikkelaar
Amsterdam, Nederland | sanne.devries@example.nl | +31 6 12345678

Profiel
Ervaren ontwikkelaar met een passie voor het bouwen van betrouwbare systemen voor de zorg.

Werkervaring
Softwareontwikkelaar bij Booking.com
mrt 2019 - heden
• Ontwikkeling van API's in Python en Go
Stagiair, ING Bank
sep 2017 t/m jan 2018

Opleiding
Universiteit van Amsterdam
Master Informatica
2016 - 2018
Hogeschool Utrecht
HBO Bachelor Informatica
2012 - 2016

Vaardigheden
Python, Go, PostgreSQL, Kubernetes

Talen
Nederlands (moedertaal), Engels (vloeiend), Duits (basis)
`,
    city: 'Amsterdam',
    work: [
      { position: 'Softwareontwikkelaar', name: 'Booking.com', startDate: '2019-03' },
      { position: 'Stagiair', name: 'ING Bank', startDate: '2017-09', endDate: '2018-01' },
    ],
    education: [
      { institution: 'Universiteit van Amsterdam', studyType: 'Master', area: 'Informatica' },
      { institution: 'Hogeschool Utrecht', studyType: 'HBO Bachelor', area: 'Informatica' },
    ],
    skills: ['Python', 'Go', 'PostgreSQL', 'Kubernetes'],
    languages: [
      ['Nederlands', 'moedertaal'],
      ['Engels', 'vloeiend'],
      ['Duits', 'basis'],
    ],
  },
  pt: {
    text: `João Silva
Engenheiro de Software
Lisboa, Portugal | joao.silva@example.pt | +351 912 345 678

Perfil
Engenheiro de software com experiência no desenvolvimento de aplicações web e na gestão de equipas.

Experiência profissional
Engenheiro de Software, Farfetch
mar 2019 – atual
• Desenvolvimento de microsserviços em Java
Estagiário, Critical Software
set 2017 – fev 2019

Formação académica
Universidade de Lisboa
Mestrado em Engenharia Informática
2015 – 2017
Universidade do Porto
Licenciatura em Engenharia Informática
2012 – 2015

Competências
Java, Spring Boot, SQL, Docker

Idiomas
Português (nativo), Inglês (fluente), Espanhol (intermédio)
`,
    city: 'Lisboa',
    work: [
      { position: 'Engenheiro de Software', name: 'Farfetch', startDate: '2019-03' },
      { position: 'Estagiário', name: 'Critical Software', startDate: '2017-09', endDate: '2019-02' },
    ],
    education: [
      { institution: 'Universidade de Lisboa', studyType: 'Mestrado', area: 'Engenharia Informática' },
      { institution: 'Universidade do Porto', studyType: 'Licenciatura', area: 'Engenharia Informática' },
    ],
    skills: ['Java', 'Spring Boot', 'SQL', 'Docker'],
    languages: [
      ['Português', 'nativo'],
      ['Inglês', 'fluente'],
      ['Espanhol', 'intermédio'],
    ],
  },
  pl: {
    text: `Anna Kowalska
Programistka Java
Warszawa, Polska | anna.kowalska@example.pl | +48 600 123 456

O mnie
Programistka z doświadczeniem w tworzeniu systemów bankowych i aplikacji internetowych.

Doświadczenie zawodowe
Starsza programistka, Allegro sp. z o.o.
marzec 2019 – obecnie
• Rozwój mikroserwisów w Javie i Kotlinie
Stażystka, Comarch S.A.
lip 2017 – lut 2019

Wykształcenie
Politechnika Warszawska
Magister inżynier, kierunek Informatyka
2014 – 2016
Uniwersytet Warszawski
Licencjat z ekonomii
2011 – 2014

Umiejętności
Java, Kotlin, Spring, PostgreSQL

Języki obce
Polski (ojczysty), Angielski (biegły), Niemiecki (podstawowy)
`,
    city: 'Warszawa',
    work: [
      { position: 'Starsza programistka', name: 'Allegro sp. z o.o.', startDate: '2019-03' },
      { position: 'Stażystka', name: 'Comarch S.A.', startDate: '2017-07', endDate: '2019-02' },
    ],
    education: [
      { institution: 'Politechnika Warszawska', studyType: 'Magister inżynier', area: 'Informatyka' },
      { institution: 'Uniwersytet Warszawski', studyType: 'Licencjat', area: 'ekonomii' },
    ],
    skills: ['Java', 'Kotlin', 'Spring', 'PostgreSQL'],
    languages: [
      ['Polski', 'ojczysty'],
      ['Angielski', 'biegły'],
      ['Niemiecki', 'podstawowy'],
    ],
  },
};

describe.each(Object.entries(CVS))('a CV in %s', (language, cv) => {
  const { resume, language: detected, sections } = parseCv(fromText(cv.text).lines);

  it('is recognised as written in its language, its sections by their titles', () => {
    expect(detected).toBe(language);
    expect(sections.map((s) => s.name)).toEqual([
      'header',
      'summary',
      'work',
      'education',
      'skills',
      'languages',
    ]);
  });

  it('reads the contact block', () => {
    expect(resume.basics.name).toBe(cv.text.split('\n')[0]);
    expect(resume.basics.email).toMatch(/@example\./);
    expect(resume.basics.location?.city).toBe(cv.city);
    expect(resume.basics.summary).toBeTruthy();
  });

  it('reads each job: position, employer, dates, and whether it goes on', () => {
    expect(
      resume.work.map(({ position, name, startDate, endDate }) => ({
        position,
        name,
        startDate,
        ...(endDate ? { endDate } : {}),
      })),
    ).toEqual(cv.work);
    // An ongoing job has no end date.
    expect(resume.work[0]?.endDate).toBeUndefined();
  });

  it('reads each degree: institution, degree and field of study', () => {
    expect(
      resume.education.map(({ institution, studyType, area }) => ({ institution, studyType, area })),
    ).toEqual(cv.education);
  });

  it('reads the skills and the languages with their fluency', () => {
    expect(resume.skills.map((s) => s.name)).toEqual(cv.skills);
    expect(resume.languages.map((l) => [l.language, l.fluency])).toEqual(cv.languages);
  });
});

describe('a German CV', () => {
  it('leaves the birth date out of the headline and the place', () => {
    const { resume } = parseCv(fromText(CVS.de.text).lines);
    expect(resume.basics.label).toBe('Softwareentwickler');
    expect(JSON.stringify(resume.basics)).not.toMatch(/1990|Geburtsdatum/);
  });

  it('keeps volunteering under its plural title out of the jobs', () => {
    const { resume } = parseCv(
      fromText(`Anna Muster
anna@example.test

Berufserfahrung
Softwareentwicklerin bei Beispiel GmbH
Jan. 2020 - heute

Ehrenamtliche Tätigkeiten
Trainerin bei TSV Musterstadt
März 2018 - Dez. 2019
`).lines,
    );
    expect(resume.work?.map((w) => w.name)).toEqual(['Beispiel GmbH']);
    expect(resume.volunteer?.map((v) => v.organization)).toEqual(['TSV Musterstadt']);
  });
});

interface OfferCase {
  text: string;
  title: string;
  company: string;
  location: string;
  responsibilities: string[];
  required: string[];
  desired: string[];
  benefits: string;
}

const OFFERS: Record<Exclude<DocumentLanguage, 'en'>, OfferCase> = {
  fr: {
    text: `Développeur Full-Stack (H/F)
Entreprise : Exemple SAS
Lieu : Nantes

Qui sommes-nous
Nous sommes une entreprise de logiciels en pleine croissance.

Vos missions
- Développer des applications web en TypeScript
- Participer aux revues de code

Profil recherché
- Diplôme d’ingénieur ou équivalent
- Maîtrise de React et de Node.js
- Une expérience de Kubernetes serait un plus

Avantages
- Télétravail partiel
`,
    title: 'Développeur Full-Stack',
    company: 'Exemple SAS',
    location: 'Nantes',
    responsibilities: ['Développer des applications web en TypeScript', 'Participer aux revues de code'],
    required: ['Diplôme d’ingénieur ou équivalent', 'Maîtrise de React et de Node.js'],
    desired: ['Une expérience de Kubernetes serait un plus'],
    benefits: 'Télétravail partiel',
  },
  es: {
    text: `Desarrollador Backend
Empresa: Ejemplo S.L.
Ubicación: Sevilla

Sobre nosotros
Somos una empresa de tecnología con sede en Sevilla.

Funciones
- Desarrollar servicios en Java
- Mantener la plataforma en la nube

Requisitos
- Grado en Ingeniería Informática
- Experiencia con Spring Boot
- Se valorará experiencia con Kubernetes

Ofrecemos
- Horario flexible
`,
    title: 'Desarrollador Backend',
    company: 'Ejemplo S.L.',
    location: 'Sevilla',
    responsibilities: ['Desarrollar servicios en Java', 'Mantener la plataforma en la nube'],
    required: ['Grado en Ingeniería Informática', 'Experiencia con Spring Boot'],
    desired: ['Se valorará experiencia con Kubernetes'],
    benefits: 'Horario flexible',
  },
  de: {
    text: `Backend-Entwickler (m/w/d)
Unternehmen: Beispiel GmbH
Standort: Hamburg

Über uns
Wir sind ein wachsendes Softwareunternehmen in Hamburg.

Ihre Aufgaben
- Entwicklung von Microservices mit Java
- Betrieb der Plattform in der Cloud

Ihr Profil
- Abgeschlossenes Studium der Informatik
- Erfahrung mit Java und Spring
- Kenntnisse in Kubernetes sind von Vorteil

Wir bieten
- Flexible Arbeitszeiten
`,
    title: 'Backend-Entwickler',
    company: 'Beispiel GmbH',
    location: 'Hamburg',
    responsibilities: ['Entwicklung von Microservices mit Java', 'Betrieb der Plattform in der Cloud'],
    required: ['Abgeschlossenes Studium der Informatik', 'Erfahrung mit Java und Spring'],
    desired: ['Kenntnisse in Kubernetes sind von Vorteil'],
    benefits: 'Flexible Arbeitszeiten',
  },
  it: {
    text: `Sviluppatore Java (m/f)
Azienda: Esempio S.r.l.
Sede: Torino

Chi siamo
Siamo una software house con sede a Torino.

Mansioni
- Sviluppo di applicazioni web con Java
- Manutenzione del codice esistente

Requisiti
- Laurea in Informatica
- Esperienza con Spring Boot
- La conoscenza di Docker costituisce titolo preferenziale

Offriamo
- Buoni pasto
`,
    title: 'Sviluppatore Java',
    company: 'Esempio S.r.l.',
    location: 'Torino',
    responsibilities: ['Sviluppo di applicazioni web con Java', 'Manutenzione del codice esistente'],
    required: ['Laurea in Informatica', 'Esperienza con Spring Boot'],
    desired: ['La conoscenza di Docker costituisce titolo preferenziale'],
    benefits: 'Buoni pasto',
  },
  nl: {
    text: `Java-ontwikkelaar (m/v)
Bedrijf: Voorbeeld B.V.
Locatie: Utrecht

Over ons
Wij zijn een groeiend softwarebedrijf in Utrecht.

Taken
- Ontwikkelen van nieuwe functionaliteit in Java
- Meedenken over de architectuur

Functie-eisen
- Een hbo-opleiding in de informatica
- Ervaring met Spring en SQL
- Kennis van Kubernetes is een pre

Wat wij bieden
- Een goed salaris
`,
    title: 'Java-ontwikkelaar',
    company: 'Voorbeeld B.V.',
    location: 'Utrecht',
    responsibilities: ['Ontwikkelen van nieuwe functionaliteit in Java', 'Meedenken over de architectuur'],
    required: ['Een hbo-opleiding in de informatica', 'Ervaring met Spring en SQL'],
    desired: ['Kennis van Kubernetes is een pre'],
    benefits: 'Een goed salaris',
  },
  pt: {
    text: `Desenvolvedor Backend (m/f)
Empresa: Exemplo Lda.
Local: Porto

Sobre nós
Somos uma empresa de tecnologia sediada no Porto.

Responsabilidades
- Desenvolver APIs em Java
- Garantir a qualidade do código

Requisitos
- Licenciatura em Engenharia Informática
- Experiência com Spring Boot
- Conhecimentos de Kubernetes são um diferencial

Oferecemos
- Seguro de saúde
`,
    title: 'Desenvolvedor Backend',
    company: 'Exemplo Lda.',
    location: 'Porto',
    responsibilities: ['Desenvolver APIs em Java', 'Garantir a qualidade do código'],
    required: ['Licenciatura em Engenharia Informática', 'Experiência com Spring Boot'],
    desired: ['Conhecimentos de Kubernetes são um diferencial'],
    benefits: 'Seguro de saúde',
  },
  pl: {
    text: `Programista Java (k/m)
Firma: Przykład sp. z o.o.
Lokalizacja: Kraków

O nas
Jesteśmy firmą technologiczną z siedzibą w Krakowie.

Twoje zadania
- Tworzenie aplikacji w Javie
- Udział w przeglądach kodu

Wymagania
- Wykształcenie wyższe informatyczne
- Doświadczenie w pracy ze Spring Boot

Mile widziane
- Znajomość Kubernetes

Oferujemy
- Prywatną opiekę medyczną
`,
    title: 'Programista Java',
    company: 'Przykład sp. z o.o.',
    location: 'Kraków',
    responsibilities: ['Tworzenie aplikacji w Javie', 'Udział w przeglądach kodu'],
    required: ['Wykształcenie wyższe informatyczne', 'Doświadczenie w pracy ze Spring Boot'],
    desired: ['Znajomość Kubernetes'],
    benefits: 'Prywatną opiekę medyczną',
  },
};

describe.each(Object.entries(OFFERS))('a job offer in %s', (language, expected) => {
  const offer = parseOffer(fromText(expected.text).lines);

  it('is recognised as written in its language, with its labelled facts', () => {
    expect(offer.language).toBe(language);
    expect(offer).toMatchObject({
      title: expected.title,
      company: expected.company,
      location: expected.location,
    });
  });

  it('keeps responsibilities, requirements and wishes apart, and leaves the benefits out', () => {
    expect(offer.responsibilities).toEqual(expected.responsibilities);
    expect(offer.required).toEqual(expected.required);
    expect(offer.desired).toEqual(expected.desired);
    expect([...offer.required, ...offer.desired, ...offer.responsibilities]).not.toContain(expected.benefits);
  });
});
