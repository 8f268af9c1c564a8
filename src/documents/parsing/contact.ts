// Contact facts found anywhere in a document: e-mail addresses, phone numbers, web profiles and a
// postal location, with the labels and country names of every language in languages/.
import { fold, foldWithOffsets } from '../../fold.ts';
import { clean } from './json-resume.ts';
import { alternation, CONTACT_LABELS, COUNTRIES } from './languages/index.ts';
import { cityNamed } from './places.ts';

export const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const PHONE = /(?:\+|00)?\(?\d[\d \t().-]{6,18}\d/g;
const URL = /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s,;|)]*)?/gi;

export interface Profile {
  network: string;
  username?: string;
  url: string;
}

export function findEmail(text: string): string | undefined {
  const found = EMAIL.exec(text) ?? EMAIL.exec(unwrapEmail(text));
  return found?.[0].replace(/\.$/, '');
}

/** An address wrapped at a narrow column's edge ("name@example." / "com") joined again. */
const unwrapEmail = (text: string) => text.replace(/(@[\p{L}\p{N}.-]+)\n([\p{L}\p{N}.-]+)(?=\s|$)/gu, '$1$2');

/**
 * A phone number: 8 to 15 digits, not a date range or a year span, a US ZIP+4 code ("CA 94607-5208"), an
 * ISBN ("978-89-6848-153-6") or a run of 14 digits or more with neither a separator nor a "+" (an
 * identifier, a time stamp).
 */
export function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE)) {
    const raw = match[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    if (/^\d{5}-\d{4}$/.test(raw) || /^\d{14,}$/.test(raw)) continue;
    if (digits.length === 13 && /^97[89]/.test(digits) && !raw.startsWith('+')) continue;
    // "2015 - 2019" and "01/2019 - 03/2021" are dates.
    if (/^(?:\d{1,2}[/.])?(?:19|20)\d{2}\s*[-–]\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}$/.test(raw)) continue;
    if (
      /(?:19|20)\d{2}[-/.]\d{1,2}[-/.]\d{1,2}/.test(raw) ||
      /\d{1,2}[/.]\d{1,2}[/.](?:19|20)\d{2}/.test(raw)
    )
      continue;
    return raw.replace(/\s{2,}/g, ' ');
  }
  return undefined;
}

/**
 * Web addresses: known networks become profiles, the first other one is the personal site. Before
 * `accountsEnd` (the contact lines), a network may hold several accounts; after it (the body, where a
 * project's organisation on GitHub is no profile of the person's), only its first.
 */
export function findLinks(raw: string, accountsEnd = 0): { profiles: Profile[]; url?: string } {
  // An address wrapped at a hyphen continues on the next line, unless that line starts with a capital
  // under an address in lower case ("…/in/cmile-martin-" then "Camille Martin", a name read beside it from
  // the other column of a scan, is no part of it; a theme in capitals wraps "…/MORELLAM-" / "DEV"); at a slash only where a user name must follow
  // ("linkedin.com/in/" / "lena"): "linkedin.com/in/lena/" is whole and the next line's word is not its.
  const text = raw
    .replace(/((?:https?:\/\/|www\.|\.com\/|\.[a-z]{2,3}\/)\S*-)\n(?=([\w-]))/gi, (whole, address, next) =>
      next === next.toLowerCase() || address === address.toUpperCase() ? address : whole,
    )
    .replace(
      /((?:https?:\/\/|www\.)?[\w.-]+\.[a-z]{2,}\/(?:(?:in|u|user|users|pub|company|profile|\d+)\/)*)\n(?=[\w-])/gi,
      '$1',
    );
  const profiles: Profile[] = [];
  let url: string | undefined;
  const emailDomains = new Set([...text.matchAll(new RegExp(EMAIL, 'gu'))].map((m) => m[0].split('@')[1]));
  for (const match of text.matchAll(URL)) {
    const raw = match[0].replace(/[.)]+$/, '');
    const before = text[match.index - 1];
    if (before === '@' || emailDomains.has(raw)) continue;
    // Bare words like "Node.js" or "e.g" are not addresses: require a scheme, www, a path or a known network.
    const network = NETWORKS.find(([pattern]) => pattern.test(raw))?.[1];
    if (!network && !/^(?:https?:\/\/|www\.)/i.test(raw) && !/\.[a-z]{2,}\//i.test(raw)) continue;
    const full = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    if (network) {
      const path = full.replace(/^https?:\/\/[^/]+\/?/i, '').replace(/\/$/, '');
      const parts = path.split('/').filter((part) => part && !['in', 'u', 'user', 'users'].includes(part));
      const username = parts.at(-1);
      // A second account on a network is a profile too ("adamjmoon" and "6stars" on GitHub), when its
      // address is a profile's (one user name, not a repository's path) and names another user.
      // (`text` only drops the line breaks inside wrapped addresses: its offsets stay within a few
      // characters of `raw`'s, which the contact lines' end tolerates.)
      const another =
        match.index < accountsEnd &&
        parts.length === 1 &&
        username !== undefined &&
        !/\.[a-z]{2,}$/i.test(username);
      if (
        profiles.some(
          (p) => p.network === network && (!another || p.username?.toLowerCase() === username.toLowerCase()),
        )
      )
        continue;
      profiles.push({ network, ...(username ? { username } : {}), url: full });
    } else url ??= full;
  }
  // "mayaokonkwo (GitHub)": a user name followed by its network.
  for (const match of text.matchAll(/([\w.-]{2,40})\s*\(([\p{L} ]{1,20})\)/gu)) {
    const network = networkNamed(match[2]!);
    if (!network || profiles.some((p) => p.network === network)) continue;
    profiles.push(namedProfile(network, match[1]!));
  }
  return { profiles, ...(url ? { url } : {}) };
}

/**
 * Networks a CV links or names in words beside a user name, with where their profiles live: the first
 * part of that is the domain a link to one is known by.
 */
const NETWORK_HOSTS: Record<string, string> = {
  LinkedIn: 'linkedin.com/in',
  GitHub: 'github.com',
  GitLab: 'gitlab.com',
  Twitter: 'twitter.com',
  Mastodon: '',
  'Stack Overflow': 'stackoverflow.com/users',
  Behance: 'behance.net',
  Dribbble: 'dribbble.com',
  Medium: 'medium.com',
  SoundCloud: 'soundcloud.com',
  YouTube: 'youtube.com',
  Instagram: 'instagram.com',
  Facebook: 'facebook.com',
  Bitbucket: 'bitbucket.org',
  Kaggle: 'kaggle.com',
  Xing: 'xing.com/profile',
  'Docker Hub': 'hub.docker.com/u',
  npm: 'npmjs.com/~',
  CodePen: 'codepen.io',
  HackerRank: 'hackerrank.com/profile',
  LeetCode: 'leetcode.com/u',
};
/** Other domains a network's profiles are linked at. */
const ALSO_AT: Record<string, string[]> = { Twitter: ['x.com'] };
/** A link's network, by its domain as a whole word of the address ("x.com", not "dropbox.com"). */
const NETWORKS: [RegExp, string][] = Object.entries(NETWORK_HOSTS)
  .filter(([, host]) => host)
  .map(([name, host]) => {
    const domains = [host.split('/')[0]!, ...(ALSO_AT[name] ?? [])].map((d) => d.replace(/\./g, '\\.'));
    return [new RegExp(`\\b(?:${domains.join('|')})`, 'i'), name];
  });
/** The network a name written in words denotes ("GitHub", "stack overflow", "X"), if any. */
const networkNamed = (cell: string): string | undefined => {
  const key = cell.toLowerCase().replace(/\s/g, '');
  if (key === 'x') return 'Twitter';
  return Object.keys(NETWORK_HOSTS).find((name) => name.toLowerCase().replace(/\s/g, '') === key);
};
/** A profile known by its network's name and a user name: its address where the network's is known. */
const namedProfile = (network: string, username: string): Profile => {
  const host = NETWORK_HOSTS[network];
  // npm's profiles live at "npmjs.com/~user".
  return { network, username, url: host ? `https://${host}${host.endsWith('~') ? '' : '/'}${username}` : '' };
};
const USER_NAME = /^@?[\p{L}\p{N}_.-]{2,40}$/u;

/** A cell of a contact line: split at tabs, wide gaps, bars and middots. */
const contactCells = (lines: string[]) =>
  lines.flatMap((line) => line.split(/\t|\s{2,}|\s*[|•·]\s*/u)).map((cell) => cell.trim());

/**
 * A handle printed alone in the contact lines, its network only an icon ("@jstestabul"): a Twitter (X)
 * handle, as a bare "@name" of at most 15 letters, digits and underscores is by convention.
 */
export const findHandle = (lines: string[]): Profile | undefined => {
  const handle = contactCells(lines).find((cell) => /^@\w{1,15}$/.test(cell));
  return handle ? namedProfile('Twitter', handle.slice(1)) : undefined;
};

/**
 * Profiles printed as a network's name beside or over a user name, without an address: "GitHub  lena",
 * "GitHub: lena", "GitHub" over "lena", or a grid read row by row ("GitHub  Mastodon" over "lvasquez
 * lena"): each run of network names takes the run of user names after it, in order.
 */
export function findNamedProfiles(lines: string[]): Profile[] {
  const cells = contactCells(lines)
    .flatMap((cell) => {
      const labelled = /^([^:]{2,20}):\s*(\S+)$/.exec(cell);
      return labelled && networkNamed(labelled[1]!) ? [labelled[1]!, labelled[2]!] : [cell];
    })
    .filter(Boolean);
  const profiles: Profile[] = [];
  for (let i = 0; i < cells.length; ) {
    const networks: string[] = [];
    while (i < cells.length && networkNamed(cells[i]!)) networks.push(networkNamed(cells[i++]!)!);
    if (networks.length === 0) {
      i++;
      continue;
    }
    const users: string[] = [];
    while (
      i < cells.length &&
      users.length < networks.length &&
      USER_NAME.test(cells[i]!) &&
      !EMAIL.test(cells[i]!) &&
      !/^\d+$/.test(cells[i]!) &&
      !networkNamed(cells[i]!)
    )
      users.push(cells[i++]!.replace(/^@/, ''));
    if (users.length !== networks.length) continue;
    profiles.push(...networks.map((network, k) => namedProfile(network, users[k]!)));
  }
  return profiles;
}

export interface Location {
  address?: string;
  postalCode?: string;
  city?: string;
  region?: string;
  countryCode?: string;
}

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

/** US states by name, for postal addresses that spell them out ("Austin, Texas 78701"). */
const US_STATE_NAMES =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming';
/** A postcode as a field of its own: "81371", "1431", "H4E 3W1" (Canada), "SW1A 1AA" (United Kingdom). */
const POSTAL = '\\d{4,5}|[A-Z]\\d[A-Z] ?\\d[A-Z]\\d|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}';
const POSTAL_FIELD = new RegExp(`^(?:${POSTAL})$`);
/**
 * Text ending on a place's name, then a postcode field: what comes after them is a region, not a city
 * ("München, 81371, Bayern, DE"; not "920 Lavaca Street, 78701, Austin, Texas").
 */
const AFTER_CITY_AND_POSTCODE = new RegExp(
  `(?:^|[,\\n])\\s*\\p{Lu}[\\p{L}.'’ -]{1,30},\\s*(?:${POSTAL})\\s*$`,
  'u',
);

const CITY_BEFORE_STATE = new RegExp(
  `(?:^|,\\s*|\\n)(\\p{Lu}[\\p{L}.'’ -]{1,30}?),\\s*(?:(\\d{5}),\\s*)?(${US_STATE_NAMES}|${[...US_STATES].join('|')})\\b(?:,?\\s*(?:[A-Z]{2}\\s+)?(\\d{5}))?`,
  'u',
);

/**
 * A US postal address as JSON Resume themes print it, wrapped or not ("920 Lavaca Street, 78701,
 * Austin, Texas (US)", "920 Lavaca Street, Austin, 78701, Texas, US", "2712 Broadway St, San Francisco, California, US, CA 94115", "Seattle,
 * Washington 98105 US"): the place just before the state's name or code is the city.
 */
export function cityBeforeState(text: string): Location | undefined {
  // A name cut at the column's edge ("..., Unit 1402, San" / "Francisco, ...") read whole first, then
  // the lines as they are; only a line that is part of a comma-separated address continues so (not a
  // headline over the city: "Programmer" / "San Francisco, California").
  const joined = text.replace(/([^\n]*,[^\n]*\p{L})\n(?=\p{Lu})/gu, '$1 ').replace(/,\n/g, ', ');
  const found = [joined, text]
    .map((variant) => {
      const match = CITY_BEFORE_STATE.exec(variant);
      // Under a form's fields, the postcode before it ("München, 81371, Bayern, DE"): a region and a
      // country's code, read by parseLocation.
      return match && !AFTER_CITY_AND_POSTCODE.test(variant.slice(0, match.index)) ? match : null;
    })
    .find((match) => match && !/\d/.test(match[1]!));
  if (!found) return undefined;
  const postal = found[2] ?? found[4] ?? /\b(\d{5})\b/.exec(text)?.[1];
  return {
    ...(postal ? { postalCode: postal } : {}),
    city: found[1]!.trim(),
    region: found[3]!,
    countryCode: 'US',
  };
}

/** "Address: ...", "Anschrift: ...": the label, found folded, cut from the original. */
const ADDRESS_LABEL = new RegExp(`^${alternation(CONTACT_LABELS.address)}\\s*:\\s*`, 'iu');
const withoutAddressLabel = (piece: string) => {
  const { folded, offsets } = foldWithOffsets(piece);
  const label = ADDRESS_LABEL.exec(folded);
  return label ? piece.slice(offsets[label[0].length]) : piece;
};

/** A place's name: a capital, then letters, spaces, dots, hyphens and apostrophes. */
const isPlaceName = (s: string) => /^[\p{Lu}][\p{L}'’. -]{1,40}$/u.test(s.trim());

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
/** A country by its name ("Switzerland", "Deutschland") or, in capitals, its ISO code ("FR"). */
function countryOf(text: string): string | undefined {
  const named = COUNTRIES.get(fold(text));
  if (named) return named;
  if (!/^[A-Z][A-Za-z]$/.test(text)) return undefined;
  const code = text.toUpperCase();
  try {
    const name = REGION_NAMES.of(code);
    return name && name !== code && !/^unknown/i.test(name) ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A location written as "City, Country", "City, ST", "75011 Paris" or "12 rue X, 75011 Paris, France".
 * Only short pieces without digits other than a postal code qualify, so that a sentence never does.
 */
export function parseLocation(piece: string): Location | undefined {
  const text = withoutAddressLabel(piece).trim();
  if (text.length > 80 || text.length < 3 || EMAIL.test(text) || /https?:|www\./i.test(text))
    return undefined;
  // The country in brackets after the place: "Paris, (FR)", "Sydney, NSW (AU)", "Zurich, (Switzerland)".
  const bracketed = /^(.*?)[\s,]*\(([^()]{2,40})\)$/u.exec(text);
  const bracketCountry = bracketed && text.includes(',') ? countryOf(bracketed[2]!.trim()) : undefined;
  if (bracketed && bracketCountry) {
    const rest = bracketed[1]!.trim();
    const place = rest ? parseLocation(rest) : undefined;
    if (place?.city) return { ...place, countryCode: bracketCountry };
    // With the country known, a street and postcode may come first: "Teglverksfaret 16, 1405, Langhus,
    // Akershus (NO)" is an address, a postcode, the city and its region.
    const named = rest.split(/\s*,\s*/).filter((part) => /\p{L}/u.test(part) || /^\d{4,5}$/.test(part));
    const [city, region] = named.slice(-2);
    // Or the city last, after its postcode: "3 Glatigny, 41310, Prunay-Cassereau (FR)".
    if (named.length >= 2 && /^\d{4,5}$/.test(city!) && isPlaceName(region!)) {
      const address = named.slice(0, -2).join(', ');
      return clean({
        address: address || undefined,
        postalCode: city,
        city: region,
        countryCode: bracketCountry,
      });
    }
    if (named.length >= 3 && city && region && [city, region].every(isPlaceName)) {
      const before = named.slice(0, -2);
      const postalCode = before.find((p) => /^\d{4,5}$/.test(p));
      const address = before.filter((p) => p !== postalCode).join(', ');
      return clean({ address: address || undefined, postalCode, city, region, countryCode: bracketCountry });
    }
    const alone = rest.replace(/^[\s,-]+/, '');
    if (isPlaceName(alone)) return { city: alone, countryCode: bracketCountry };
    if (!alone) return { countryCode: bracketCountry };
    return undefined;
  }
  // Parts left blank by a form ("-, -, Santiago, Región Metropolitana") are no parts.
  const parts = text.split(/\s*,\s*/).filter((part) => /\p{L}/u.test(part));
  const postal = /\b(\d{5}|\d{4}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})\b/.exec(text);
  const last = parts.at(-1) ?? '';
  const country = COUNTRIES.get(fold(last));
  // "Hauptstraße 12, 10115 Berlin", "12 rue X, 75011 Paris": a street, then the postcode before the city.
  const postalCity = /^(\d{4,5})\s+([\p{Lu}][\p{L}'’. -]{1,40})$/u.exec(last.trim());
  const year = /^(?:19|20)\d{2}$/.test(postalCity?.[1] ?? '');
  if (parts.length === 2 && postalCity && !year && /\d/.test(parts[0]!) && !isPlaceName(parts[0]!))
    return { address: parts[0]!.trim(), postalCode: postalCity[1]!, city: postalCity[2]!.trim() };
  // "Valleystraße 39, München, 81371, Bayern, DE", "5526, rue Laurendau, Montreal, H4E3W1, Québec, CA": a
  // form's fields in order, the postcode a field of its own between the city and the region.
  const fields = text.split(/\s*,\s*/).filter((field) => field !== '' && field !== '-');
  const postalAt = fields.findIndex(
    (field, i) =>
      i > 0 && i < fields.length - 1 && POSTAL_FIELD.test(field) && !/^(?:19|20)\d{2}$/.test(field),
  );
  // The last field is the country then, by its name or its code ("CA" after a region is Canada).
  const fieldCountry = postalAt > 0 ? (country ?? countryOf(fields.at(-1)!)) : undefined;
  if (fieldCountry && isPlaceName(fields[postalAt - 1]!) && !countryOf(fields[postalAt - 1]!)) {
    const region = fields.slice(postalAt + 1, -1).join(', ');
    const address = fields.slice(0, postalAt - 1).join(', ');
    return clean({
      address: address || undefined,
      postalCode: fields[postalAt],
      city: fields[postalAt - 1]!,
      region: region && !countryOf(region) ? region : undefined,
      countryCode: fieldCountry,
    });
  }
  if (parts.length >= 2 && (country || US_STATES.has(last.trim()) || isPlaceName(last))) {
    const cityPart = parts
      .at(-2)!
      .replace(postal?.[1] ?? '\0', '')
      .trim();
    if (!isPlaceName(cityPart)) return undefined;
    // Without a country or a state to say so, a city and its region are names in capitals, the region
    // of a few words ("Langhus, Akershus"; not "Handel og kontor, Data- og informasjonsbehandling", a
    // course), unless the city is a known one.
    const named = (part: string) =>
      part.split(/\s+/).every((word) => /^[\p{Lu}\d]/u.test(word) || word.length <= 3) &&
      part.split(/\s+/).length <= 3;
    if (!country && !US_STATES.has(last.trim()) && !cityNamed(cityPart) && !(named(cityPart) && named(last)))
      return undefined;
    const address = parts.length > 2 ? parts.slice(0, -2).join(', ') : undefined;
    if (!country && !US_STATES.has(last.trim()) && (address || parts.length > 2)) return undefined;
    return {
      ...(address ? { address } : {}),
      ...(postal ? { postalCode: postal[1] } : {}),
      city: cityPart,
      ...(US_STATES.has(last.trim()) ? { region: last.trim(), countryCode: 'US' } : {}),
      ...(country ? { countryCode: country } : !US_STATES.has(last.trim()) ? { region: last.trim() } : {}),
    };
  }
  // A form's blank fields leave a lone place and its commas ("Lyon,", "Wien, ,"): the city.
  if (parts.length === 1 && text.includes(',') && isPlaceName(parts[0]!)) return { city: parts[0]!.trim() };
  if (postal && parts.length === 1) {
    const city = text.replace(postal[1]!, '').trim();
    if (isPlaceName(city)) return { postalCode: postal[1]!, city };
  }
  const alone = COUNTRIES.get(fold(text));
  if (parts.length === 1 && alone) return { countryCode: alone };
  if (parts.length === 1) return knownCity(text);
  // A known city first, then its region, postcode or country in any order ("München, Bayern 81371 DE").
  const first = parts.length >= 2 ? cityNamed(parts[0]!) : undefined;
  if (first && parts.length <= 3 && parts.slice(1).every((p) => /^[\p{L}\d .'’-]{2,40}$/u.test(p.trim()))) {
    const code = /\b(\p{Lu}{2})$/u.exec(last.trim())?.[1];
    return clean({
      postalCode: postal?.[1],
      city: parts[0]!.trim(),
      countryCode: code === first.countryCode ? code : undefined,
    });
  }
  return undefined;
}

/**
 * A city the gazetteer knows, alone or with its country after a space ("Wien", "Paris FR", "Lyon
 * France"): the city as written, and the country only where it is written.
 */
function knownCity(text: string): Location | undefined {
  if (cityNamed(text)) return { city: text.trim() };
  const withCountry = /^(.+?)\s+(\p{Lu}{2}|\p{Lu}[\p{L} ]+)$/u.exec(text.trim());
  const city = withCountry ? cityNamed(withCountry[1]!) : undefined;
  if (!withCountry || !city) return undefined;
  const country = withCountry[2]!;
  const countryCode = /^\p{Lu}{2}$/u.test(country) ? country : COUNTRIES.get(fold(country));
  return countryCode === city.countryCode ? { city: withCountry[1]!, countryCode } : undefined;
}
