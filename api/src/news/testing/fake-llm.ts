// A local OpenAI-compatible chat-completions endpoint for the news tests: it answers with what `reply`
// gives (which may take its time, or never come), records every request, and counts how many it is
// answering at once.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Chat = { status: number; body: unknown };
export type ChatRequest = {
  authorization?: string;
  body: { model: string; temperature?: number; messages: { role: string; content: string }[] } & Record<string, unknown>;
};

export const chatAnswer = (content: string): Chat => ({
  status: 200,
  body: {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  },
});

/** A reply that never comes: the request stays open until the client gives up or the server closes. */
export const never = () => new Promise<Chat>(() => undefined);

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startLlm(reply: (request: ChatRequest) => Chat | Promise<Chat>) {
  const seen: ChatRequest[] = [];
  let inFlight = 0;
  let mostAtOnce = 0;
  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    const respond = async () => {
      inFlight += 1;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      try {
        const entry = { authorization: request.headers.authorization, body: JSON.parse(raw) as ChatRequest['body'] };
        seen.push(entry);
        const answer = request.url === '/v1/chat/completions' ? await reply(entry) : { status: 404, body: {} };
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      } finally {
        inFlight -= 1;
      }
    };
    request.on('end', () => {
      respond().catch((error: unknown) => {
        // A fake that cannot answer (its reply threw, or the body was no JSON) says why with a 500, so the test fails on it.
        if (response.headersSent) response.destroy();
        else response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    seen,
    mostAtOnce: () => mostAtOnce,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
