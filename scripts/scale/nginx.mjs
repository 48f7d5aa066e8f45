// nginx in front of the app instances: Debian's binary with its own config and prefix in a temp
// folder, on a loopback port, in the foreground (never the system service).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const NGINX_BINARY = '/usr/sbin/nginx';

/**
 * Round robin over `upstreams` (ports). A connection refused, or a failure before the request was
 * sent, moves the request to the next instance (`proxy_next_upstream`); a POST an instance already
 * received is never sent twice. Each proxied request uses its own upstream connection.
 */
function config(prefix, port, upstreams) {
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 30m;
  upstream app {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Starts nginx on `port` in front of `upstreams` and resolves once it answers. */
export async function startNginx({ workDir, port, upstreams }) {
  const prefix = path.join(workDir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  // Run as root, nginx's workers drop to an unprivileged user, who must reach the temp folders.
  chmodSync(workDir, 0o755);
  chmodSync(prefix, 0o777);
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, config(prefix, port, upstreams));
  const log = openSync(path.join(prefix, 'stderr.log'), 'a');
  const child = spawn(NGINX_BINARY, ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
    detached: true,
  });
  const nginx = { child, baseUrl: `http://127.0.0.1:${port}`, exited: false };
  nginx.exit = new Promise((resolve) => child.once('exit', resolve)).then(() => (nginx.exited = true));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (nginx.exited) throw new Error(`nginx exited during start-up (see ${prefix}/error.log)`);
    try {
      if ((await fetch(`${nginx.baseUrl}/healthz`)).ok) return nginx;
    } catch {
      // Not listening yet.
    }
    await sleep(50);
  }
  await stopNginx(nginx);
  throw new Error('nginx did not answer /healthz within 10 s');
}

/** Stops nginx (SIGQUIT: its graceful shutdown) and waits until it has exited. */
export async function stopNginx(nginx) {
  if (nginx.exited) return;
  try {
    process.kill(-nginx.child.pid, 'SIGQUIT');
  } catch {
    // Already gone.
  }
  await nginx.exit;
}
