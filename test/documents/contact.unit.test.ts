// Web addresses in a CV's text (src/documents/parsing/contact.ts).
import { describe, expect, it } from 'vitest';
import { findLinks } from '../../src/documents/parsing/contact.ts';

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
