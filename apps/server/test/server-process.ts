import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The API as `npm start` runs it: its own process, reached over real HTTP. */
export interface ServerProcess {
  child: ChildProcess;
  base: string;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<unknown>;
}

const SERVER = path.resolve(import.meta.dirname, '../src/server.ts');
/** `--import tsx` resolves from the working directory: the repository's root, wherever the caller runs. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Starts `src/server.ts` (or another script) with the given environment and waits until it answers; `nodeArgs`
 * go to node before the script (a benchmark's `--cpu-prof`).
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  script = SERVER,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The last lines the process wrote to stderr (where a failed start says why; the logs go to stdout), to say
  // why it ended if it ends before answering (read always, so that a full pipe never stops it).
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  child.stderr?.on('data', keep);
  let ended: string | null = null;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ? `signal ${signal}` : `code ${code}`;
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (ended)
      throw new Error(`${path.basename(script)} exited (${ended}) before it answered:\n${tail.join('\n')}`);
    try {
      if ((await fetch(`${base}/api/getAppVersionNo`)).ok) return { child, base, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`${path.basename(script)} did not answer within 120 s`);
}

/**
 * Signs in over HTTP as the browser does (the CSRF cookie from get-env, then login with the captcha check off)
 * and returns the request headers of that session.
 */
export async function signInOverHttp(base: string, email: string, password: string) {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(await fetch(`${base}/api/get-env`));
  const headers = () => ({
    'content-type': 'application/json',
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-csrf-token': jar.get('anupalan_csrf') ?? '',
  });
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email, password, captchaId: 'x', captchaText: 'x' }),
  });
  if (login.status !== 200) throw new Error(`login of ${email} failed: ${await login.text()}`);
  keep(login);
  return headers();
}
