// @vitest-environment node
// docs/hosting/nginx.conf is a config nginx accepts (`nginx -t`, when nginx is installed: apt-get install
// nginx-light), with certificates, the https redirect and HTTP/2, and serves the canonical URLs (no
// trailing slash) without a redirect. nginx older than 1.25.1 gets the edit the file's header describes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const CONF = readFileSync('docs/hosting/nginx.conf', 'utf8');
const HEADERS = readFileSync('docs/hosting/site-headers.conf', 'utf8');
const nginx = spawnSync('nginx', ['-v'], { encoding: 'utf8' });
const version =
  /nginx\/(\d+)\.(\d+)\.(\d+)/
    .exec(nginx.stderr ?? '')
    ?.slice(1)
    .map(Number) ?? null;
const hasHttp2Directive =
  version !== null &&
  (version[0]! > 1 || (version[0] === 1 && (version[1]! > 25 || (version[1] === 25 && version[2]! >= 1))));

describe('docs/hosting/nginx.conf', () => {
  it('has certificates, the https redirect, HTTP/2 and the canonical-URL rules', () => {
    expect(CONF).toMatch(/^\s*ssl_certificate \S+;/m);
    expect(CONF).toMatch(/^\s*ssl_certificate_key \S+;/m);
    expect(CONF).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$host\$request_uri;/);
    expect(CONF).toMatch(/^\s*http2 on;/m);
    expect(CONF).toContain('try_files $uri $uri.html $uri/index.html =404;');
    expect(CONF).toContain('error_page 404 /404.html;');
    for (const header of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Frame-Options',
      'Permissions-Policy',
    ]) {
      expect(HEADERS).toContain(`add_header ${header} `);
    }
  });

  it.skipIf(version === null)('passes nginx -t', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nginx-conf-'));
    try {
      const openssl = spawnSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=www.example.com'].concat([
          '-keyout',
          path.join(dir, 'privkey.pem'),
          '-out',
          path.join(dir, 'fullchain.pem'),
        ]),
        { encoding: 'utf8' },
      );
      expect(openssl.status, openssl.stderr).toBe(0);
      let site = CONF.replaceAll('/etc/letsencrypt/live/www.example.com', dir)
        .replaceAll('snippets/site-headers.conf', path.join(dir, 'site-headers.conf'))
        .replaceAll('/srv/site/current', dir);
      if (!hasHttp2Directive) {
        // The edit the file's header gives for nginx < 1.25.1.
        site = site.replace(/^\s*http2 on;\n/m, '').replace(/listen (\[::\]:)?443 ssl;/g, 'listen $1443 ssl http2;');
      }
      writeFileSync(path.join(dir, 'site.conf'), site);
      writeFileSync(path.join(dir, 'site-headers.conf'), HEADERS);
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
      );
      const check = spawnSync('nginx', ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
      expect(check.stderr).toContain('test is successful');
      expect(check.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
