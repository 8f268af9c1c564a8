// What Node's HTTP parser and the router refuse before a route runs, over a real socket: every answer
// is in the flat envelope with a request id (spec 7.1), never Node's or Fastify's own body, and the
// URL is not echoed back.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';

let ctx: TestContext;
let port = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await ctx?.close();
});

/** Sends raw bytes and reads the answer: status, headers, body. */
function exchange(text: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(text);
  });
}

describe('requests refused before routing', () => {
  it('answers a path parameter over 2 KB with 414 uri_too_long, without echoing the path', async () => {
    const answer = await exchange(
      `GET /v1/skills/${'a'.repeat(3000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(414);
    const { error } = JSON.parse(answer.body);
    expect(error).toMatchObject({ code: 'uri_too_long', request_id: answer.headers['x-request-id'] });
    expect(answer.body).not.toContain('aaaaaaaaaa');
  });

  it('answers headers over 16 KB with 431 in the envelope', async () => {
    const answer = await exchange(
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    const { error } = JSON.parse(answer.body);
    expect(error).toMatchObject({
      code: 'request_header_fields_too_large',
      request_id: answer.headers['x-request-id'],
    });
  });

  it('answers bytes that are not HTTP with 400 in the envelope', async () => {
    const answer = await exchange('GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatchObject({ code: 'validation_error' });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
