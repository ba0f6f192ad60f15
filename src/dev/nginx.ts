import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { waitForUrl } from './run'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Runs Debian's nginx with the repository's own site configuration (deploy/nginx.conf) in front of one
 * or several local app instances, for the proxy browser test, the multi-instance tests and the
 * benchmarks. Only the upstream servers, the listen address and
 * the cache directory change; every caching rule is the production one.
 */
export async function startNginx(opts: {
  appPort: number | number[]
  listenPort: number
  dir: string
  staticRoot?: string
}) {
  fs.rmSync(opts.dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(opts.dir, 'logs'), { recursive: true })
  const ports = [opts.appPort].flat()
  const site = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    // one upstream server per local instance, with the production health-check parameters
    .replace(/server app:3000([^;]*);/, (_, params: string) =>
      ports.map((p) => `server 127.0.0.1:${p}${params};`).join('\n    '),
    )
    .replace('listen 80;', `listen 127.0.0.1:${opts.listenPort};`)
    .replace('/tmp/nginx-academia-cache', path.join(opts.dir, 'cache'))
  const staticServer = opts.staticRoot
    ? `server {\n  listen 127.0.0.1:${opts.listenPort + 1};\n  root ${opts.staticRoot};\n  location / { try_files $uri $uri/index.html =404; default_type text/html; }\n}\n`
    : ''
  // As root, nginx would run its workers as `nobody`, who cannot open a cache inside a directory other
  // users cannot traverse (a 0700 temporary clone, /root): run them as the invoking user instead.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};\n` : ''
  const main = `daemon off;
${user}worker_processes 1;
pid ${opts.dir}/nginx.pid;
error_log ${opts.dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${opts.dir}/client_body;
  proxy_temp_path ${opts.dir}/proxy;
  fastcgi_temp_path ${opts.dir}/fastcgi;
  uwsgi_temp_path ${opts.dir}/uwsgi;
  scgi_temp_path ${opts.dir}/scgi;
  include /etc/nginx/mime.types;
  ${site}
  ${staticServer}
}
`
  const conf = path.join(opts.dir, 'nginx.conf')
  fs.writeFileSync(conf, main)
  const child: ChildProcess = spawn('nginx', ['-c', conf, '-p', opts.dir], { stdio: ['ignore', 'inherit', 'inherit'] })
  // Never leave an nginx behind (the next run would find its port taken), whatever way we exit.
  const kill = () => child.exitCode === null && child.kill('SIGKILL')
  process.once('exit', kill)
  try {
    await waitForUrl(`http://127.0.0.1:${opts.listenPort}/`, 20_000)
  } catch (error) {
    kill()
    const log = path.join(opts.dir, 'logs', 'error.log')
    if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8').slice(-2000))
    throw error
  }
  return {
    url: `http://127.0.0.1:${opts.listenPort}`,
    staticUrl: opts.staticRoot ? `http://127.0.0.1:${opts.listenPort + 1}` : null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGQUIT')
      }),
  }
}

export const nginxAvailable = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].some((p) => fs.existsSync(p))
