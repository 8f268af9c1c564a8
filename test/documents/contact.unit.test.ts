// Web addresses in a CV's text (src/documents/parsing/contact.ts).
import { describe, expect, it } from 'vitest';
import { cityBeforeState, findLinks, parseLocation } from '../../src/documents/parsing/contact.ts';

describe('findLinks', () => {
  it('joins an address wrapped at a hyphen with the rest on the next line', () => {
    const { profiles } = findLinks('linkedin.com/in/camille-martin-\nrh\nLyon, France');
    expect(profiles).toEqual([
      {
        network: 'LinkedIn',
        username: 'camille-martin-rh',
        url: 'https://linkedin.com/in/camille-martin-rh',
      },
    ]);
  });

  it('leaves a capitalised next line out of it: a name beside the address, not its end', () => {
    const { profiles } = findLinks('linkedin.com/in/camille-martin-\nCamille Martin\nResponsable RH');
    expect(profiles.map((p) => p.username)).toEqual(['camille-martin-']);
    // An address printed in capitals continues in capitals.
    const caps = findLinks('HTTPS://GITHUB.COM/MORELLAM-\nDEV\nLANGUAGES');
    expect(caps.profiles.map((p) => p.url)).toEqual(['HTTPS://GITHUB.COM/MORELLAM-DEV']);
  });
});

describe('findLinks: networks named in words', () => {
  it('reads a user name beside a network it names, Docker Hub and npm among them', () => {
    const { profiles } = findLinks('dgamboaestrada (github)\njefecito (dockerhub)\nlena (npm)');
    expect(profiles.map((p) => [p.network, p.username, p.url])).toEqual([
      ['GitHub', 'dgamboaestrada', 'https://github.com/dgamboaestrada'],
      ['Docker Hub', 'jefecito', 'https://hub.docker.com/u/jefecito'],
      ['npm', 'lena', 'https://npmjs.com/~lena'],
    ]);
  });
});

describe('parseLocation', () => {
  it("reads a form's fields in order, the postcode a field of its own between the city and the region", () => {
    expect(parseLocation('Valleystraße 39, München, 81371, Bayern, DE')).toEqual({
      address: 'Valleystraße 39',
      postalCode: '81371',
      city: 'München',
      region: 'Bayern',
      countryCode: 'DE',
    });
    // "CA" after a region is Canada, not California; a Canadian postcode is a field too.
    expect(parseLocation('5526, rue Laurendau, app. 205, Montreal, H4E3W1, Québec, CA')).toMatchObject({
      city: 'Montreal',
      postalCode: 'H4E3W1',
      region: 'Québec',
      countryCode: 'CA',
    });
    // A country's name in the region's place is no region.
    expect(parseLocation('Löwenberger strasse 2, Berlin, 10315, Germany, DE')).toEqual({
      address: 'Löwenberger strasse 2',
      postalCode: '10315',
      city: 'Berlin',
      countryCode: 'DE',
    });
    expect(parseLocation('London, SW1A 1AA, UK')).toMatchObject({ city: 'London', countryCode: 'GB' });
  });

  it('leaves a region and a country code after a postcode to the form reading, not a US state', () => {
    expect(cityBeforeState('Valleystraße 39, München, 81371, Bayern, DE')).toBeUndefined();
    expect(cityBeforeState('920 Lavaca Street, 78701,\nAustin, Texas (US)')).toMatchObject({
      city: 'Austin',
      region: 'Texas',
    });
  });
});
