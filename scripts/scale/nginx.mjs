// nginx in front of the app instances: Debian's binary with its own config and prefix in a temp
// folder, on a loopback port, in the foreground (never the system service).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnUntilHealthy } from '../durability/server-process.mjs';

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
  return spawnUntilHealthy({
    name: 'nginx',
    command: NGINX_BINARY,
    args: ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
    options: {},
    baseUrl: `http://127.0.0.1:${port}`,
    logFile: path.join(prefix, 'stderr.log'),
    timeoutMs: 10_000,
    stop: stopNginx,
  });
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
