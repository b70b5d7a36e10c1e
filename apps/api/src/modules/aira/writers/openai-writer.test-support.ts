import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'hang';

/**
 * A local server speaking OpenAI's chat completions shape: each request takes the next reply
 * of the script (the last one repeats), and the requests are kept for the test to read.
 */
export async function fakeOpenAi(replies: Reply[]) {
  const requests: { headers: IncomingMessage['headers']; body: { model: string; messages: { role: string; content: string }[] } }[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(raw) });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { status: 500 };
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body ?? { error: { message: 'falhou' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A chat completion whose message is `content` (JSON-encoded unless a string). */
export const completion = (content: unknown) => ({
  status: 200,
  body: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [
      { index: 0, message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) }, finish_reason: 'stop' },
    ],
  },
});

export const ideaAnswer = (hook: string) => ({
  hook,
  body: 'Mostre a rotina e o produto em uso.',
  call_to_action: 'Comenta EU QUERO.',
  caption: 'Testei e aprovei ✨',
  hashtags: ['#publi', 'skin care', 'rotina'],
});
