// The reverse proxy of docker compose (deploy/nginx.conf) is the one hop the portal trusts (TRUST_PROXY=1): whatever
// forwarding header it passes on, the portal believes. So every location that proxies must overwrite each of them with
// what nginx itself saw, never pass on what the client sent: the client's address (rate limits, logs), the scheme, and
// the host (it chooses the barangay served). nginx gives a location none of the server's proxy_set_header lines once
// it has one of its own, so each location is checked on its own.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { proxyConfig } from '../../scripts/nginx-proxy.mjs';

const CONF = readFileSync(path.resolve(__dirname, '../../deploy/nginx.conf'), 'utf8');

const FORWARDED = {
  'X-Forwarded-For': '$remote_addr',
  'X-Forwarded-Host': '$host',
  'X-Forwarded-Proto': '$scheme',
  Host: '$host',
} as const;

/** Each `location … { … }` block that proxies, by its heading, with the directives written in it (comments left out). */
function proxyingLocations(conf: string): Map<string, string[]> {
  const text = conf.replace(/#[^\n]*/g, '');
  const blocks = new Map<string, string[]>();
  for (const heading of text.matchAll(/location\s+([^{]+)\{/g)) {
    let depth = 1;
    let end = heading.index + heading[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    }
    const directives = text.slice(heading.index + heading[0].length, end - 1).split(';').map((line) => line.trim().replace(/\s+/g, ' ')).filter(Boolean);
    if (directives.some((line) => line.startsWith('proxy_pass '))) blocks.set(heading[1].trim(), directives);
  }
  return blocks;
}

/** The value each header is set to in a location, by header name in any letter case; a header set twice is a mistake. */
function headersSet(directives: string[]): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const line of directives) {
    const match = /^proxy_set_header (\S+) (.+)$/.exec(line);
    if (match) headers.set(match[1].toLowerCase(), [...(headers.get(match[1].toLowerCase()) ?? []), match[2]]);
  }
  return headers;
}

describe('deploy/nginx.conf', () => {
  const locations = proxyingLocations(CONF);

  it('has the locations that pass requests to the portal', () => {
    expect([...locations.keys()]).toEqual(['/', '= /graphql']);
  });

  it.each([...locations.keys()])('overwrites every forwarding header the portal trusts in location %s, X-Forwarded-Host with $host', (location) => {
    const headers = headersSet(locations.get(location)!);
    for (const [name, value] of Object.entries(FORWARDED)) expect({ name, set: headers.get(name.toLowerCase()) }).toEqual({ name, set: [value] });
  });

  it('is what the tests run behind nginx with: the test configuration keeps each of those lines', () => {
    const tested = proxyingLocations(proxyConfig(['127.0.0.1:4001'], '127.0.0.1:8080'));
    expect([...tested.entries()]).toEqual([...locations.entries()]);
  });
});
