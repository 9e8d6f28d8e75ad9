import http from 'node:http';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../sync-server/server.ts';
import { addDealer, addUser } from '../support/syncFixtures.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

let server: RunningServer;
let closing: Promise<void> | undefined;

beforeEach(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', seed: 'none', databaseImage: await blankPgliteImage(), log: false });
  closing = undefined;
});
afterEach(async () => {
  await (closing ?? server?.close());
});

type Answer = { status: number; connection: string | undefined; body: string };

/**
 * A push whose body the test sends when it chooses: the answer, and `started`, which settles once the server has
 * the request (its 100 Continue) and is reading the body.
 */
function pushInParts(token: string) {
  const request = http.request(`${server.url}/sync/push?token=dealer-a`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', expect: '100-continue' },
  });
  const started = new Promise<void>((resolve) => request.once('continue', resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    });
  });
  request.flushHeaders();
  return { started, answer, finish: (body: string) => request.end(body) };
}

/**
 * A keep-alive client sending GET /health one request after another on its one connection until one fails: how
 * each ended ('answered' for a complete answer, otherwise the error's code). `answered` counts its answers so far.
 */
function requestLoop(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const state = { answered: 0 };
  const one = () =>
    new Promise<string>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/health', agent }, (response) => {
        response.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
        response.once('end', () => resolve(response.complete ? 'answered' : 'cut short'));
        response.resume();
      });
      request.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
  const outcomes = (async () => {
    const seen: string[] = [];
    for (let outcome = await one(); ; outcome = await one()) {
      seen.push(outcome);
      if (outcome !== 'answered') break;
      state.answered += 1;
    }
    agent.destroy();
    return seen;
  })();
  return { state, outcomes };
}

/** Waits until `ready` holds, checking between turns of the event loop. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setImmediate(resolve));
}

/** Waits until a new TCP connection to the port is refused. */
async function refused(port: number): Promise<string> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const outcome = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    if (outcome !== 'connected') return outcome;
  }
  return 'still accepting';
}

describe('close() (SIGTERM)', () => {
  it('refuses new connections at once, lets a request in flight finish with its answer, then closes', async () => {
    await addDealer(server.deps.db, 'dealer-a');
    const user = await addUser(server.deps.db, { email: 'seller@test', dealers: ['dealer-a'] });
    const token = await server.deps.signer.sign({ sub: user.id, exp: Math.floor(Date.now() / 1000) + 3_600, kind: 'id' });
    const push = pushInParts(token);
    await push.started;

    closing = server.close();
    expect(await refused(server.port)).toBe('ECONNREFUSED');
    push.finish(JSON.stringify({ events: [] }));

    expect(await push.answer).toEqual({ status: 200, connection: 'close', body: JSON.stringify({ accepted: [], rejected: [] }) });
    await closing;
  });

  it('answers every request that reached it on a keep-alive connection: a busy client fails only at connect', async () => {
    const loops = Array.from({ length: 40 }, () => requestLoop(server.port));
    await until(() => loops.every((loop) => loop.state.answered >= 3));

    closing = server.close();
    const outcomes = await Promise.all(loops.map((loop) => loop.outcomes));

    const failures = outcomes.map((seen) => seen.filter((outcome) => outcome !== 'answered'));
    expect(failures).toEqual(loops.map(() => ['ECONNREFUSED']));
    await closing;
  });

  it('answers /health 503 draining on a connection it had, so a load balancer stops sending', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const health = () =>
      new Promise<Answer>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port: server.port, path: '/health', agent }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.once('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
        });
        request.once('error', reject);
      });
    expect(await health()).toEqual({ status: 200, connection: 'keep-alive', body: JSON.stringify({ status: 'ok', database: 'pglite' }) });

    closing = server.close();
    expect(await health()).toEqual({ status: 503, connection: 'close', body: JSON.stringify({ status: 'draining', database: 'pglite' }) });
    agent.destroy();
    await closing;
  });
});
