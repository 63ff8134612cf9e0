// A fake Telegram Bot API server (core.telegram.org/bots/api) on loopback, as grammY calls it: getMe,
// deleteWebhook/setWebhook, long-polling getUpdates (confirmed by offset), and sendMessage — recorded,
// paced like Telegram (a 429 with parameters.retry_after to a chat sent to faster than its gap, when the
// test asks for that), refused like Telegram (400 for HTML it cannot parse, or a text over 4096 characters
// once parsed), or failing as the test queues. `say` is a user typing in a chat.
import type { ServerResponse } from 'node:http';
import { recordingServer, type RecordingServer } from './recording-server';
import { EntityError, parseTelegramHtml } from './telegram-html';

export const FAKE_BOT_TOKEN = '123456789:TEST-fake-bot-token-for-whalewatch';
export const FAKE_BOT_USERNAME = 'whalewatch_test_bot';

/** `text` as sent; `shown`, what the chat shows of it once Telegram parsed its HTML. */
export type SentMessage = { chatId: string; text: string; shown: string; parseMode?: string; at: number };
export type BotApiError = { error_code: number; description: string; parameters?: { retry_after?: number; migrate_to_chat_id?: number } };
export type FakeChat = { id: number; type?: 'private' | 'group'; username?: string; title?: string };

export type FakeTelegram = {
  apiUrl: string;
  sent: SentMessage[];
  /** Every Bot API method called, in order. */
  calls: string[];
  /** The next sendMessage calls fail with these, in order. */
  failNext(...errors: BotApiError[]): void;
  /** A user types `text` in `chat`; resolves with the bot's reply there. */
  say(text: string, chat?: FakeChat): Promise<string>;
  close(): Promise<void>;
};

type Update = { update_id: number; message: Record<string, unknown> };

/** sendMessage's longest text, counted after entities parsing. */
const TELEGRAM_TEXT_LIMIT = 4096;

export async function startFakeTelegram({
  now = () => Date.now(),
  perChatGapMs = 0,
}: {
  /** The clock pacing is judged by (the test's fake clock). */
  now?: () => number;
  /** Messages to one chat closer than this are refused 429, as Telegram does. */
  perChatGapMs?: number;
} = {}): Promise<FakeTelegram> {
  const sent: SentMessage[] = [];
  const calls: string[] = [];
  const failures: BotApiError[] = [];
  const updates: Update[] = [];
  const waiting = new Set<() => void>();
  const lastToChat = new Map<string, number>();
  let nextUpdateId = 1;
  let nextMessageId = 1;

  const json = (response: ServerResponse, status: number, body: unknown) => {
    if (response.destroyed) return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const ok = (response: ServerResponse, result: unknown) => json(response, 200, { ok: true, result });
  const fail = (response: ServerResponse, error: BotApiError) => json(response, error.error_code, { ok: false, ...error });

  const server: RecordingServer = await recordingServer(async (request, response) => {
    const match = /^\/bot([^/]+)\/(\w+)/.exec(request.path);
    if (!match) return { status: 404, body: '{"ok":false,"error_code":404,"description":"Not Found"}' };
    const [, token, method] = match;
    calls.push(method);
    if (token !== FAKE_BOT_TOKEN) {
      fail(response, { error_code: 401, description: 'Unauthorized' });
      return 'answered';
    }
    const params = (request.body ? JSON.parse(request.body) : {}) as Record<string, unknown>;
    switch (method) {
      case 'getMe':
        ok(response, {
          id: 123456789,
          is_bot: true,
          first_name: 'Whalewatch',
          username: FAKE_BOT_USERNAME,
          can_join_groups: true,
          can_read_all_group_messages: false,
          supports_inline_queries: false,
        });
        break;
      case 'deleteWebhook':
      case 'setWebhook':
      case 'setMyCommands':
        ok(response, true);
        break;
      case 'getUpdates': {
        const offset = Number(params.offset ?? 0);
        // Confirmed updates are forgotten, as Telegram does.
        while (updates.length > 0 && updates[0].update_id < offset) updates.shift();
        const due = () => updates.filter((update) => update.update_id >= offset).slice(0, Number(params.limit ?? 100));
        const timeoutMs = Number(params.timeout ?? 0) * 1000;
        if (due().length === 0 && timeoutMs > 0) {
          await new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              waiting.delete(done);
              resolve();
            };
            const timer = setTimeout(done, timeoutMs);
            waiting.add(done);
            response.once('close', done);
          });
        }
        ok(response, due());
        break;
      }
      case 'sendMessage': {
        const chatId = String(params.chat_id);
        const failure = failures.shift();
        if (failure) {
          fail(response, failure);
          break;
        }
        const last = lastToChat.get(chatId);
        if (perChatGapMs > 0 && last !== undefined && now() - last < perChatGapMs) {
          const retryAfter = Math.ceil((perChatGapMs - (now() - last)) / 1000);
          fail(response, {
            error_code: 429,
            description: `Too Many Requests: retry after ${retryAfter}`,
            parameters: { retry_after: retryAfter },
          });
          break;
        }
        const text = typeof params.text === 'string' ? params.text : '';
        let shown = text;
        try {
          if (params.parse_mode === 'HTML') shown = parseTelegramHtml(text).text;
        } catch (error) {
          if (!(error instanceof EntityError)) throw error;
          fail(response, { error_code: 400, description: `Bad Request: can't parse entities: ${error.message}` });
          break;
        }
        if (shown.length === 0 || shown.length > TELEGRAM_TEXT_LIMIT) {
          fail(response, {
            error_code: 400,
            description: shown.length === 0 ? 'Bad Request: message text is empty' : 'Bad Request: message is too long',
          });
          break;
        }
        lastToChat.set(chatId, now());
        sent.push({ chatId, text, shown, parseMode: params.parse_mode as string | undefined, at: now() });
        ok(response, {
          message_id: nextMessageId++,
          date: Math.floor(now() / 1000),
          chat: { id: Number(chatId), type: 'private' },
          text: params.text,
        });
        break;
      }
      default:
        fail(response, { error_code: 404, description: 'Not Found: method not found' });
    }
    return 'answered';
  });

  return {
    apiUrl: server.url,
    sent,
    calls,
    failNext: (...errors) => failures.push(...errors),
    async say(text, chat = { id: 4242, username: 'alice_tg' }) {
      const command = /^\/\w+(@\w+)?/.exec(text)?.[0];
      const before = sent.length;
      const type = chat.type ?? 'private';
      updates.push({
        update_id: nextUpdateId++,
        message: {
          message_id: nextMessageId++,
          date: Math.floor(Date.now() / 1000),
          chat:
            type === 'private'
              ? { id: chat.id, type, username: chat.username, first_name: 'Alice' }
              : { id: chat.id, type, title: chat.title ?? 'Whale watchers' },
          from: { id: chat.id > 0 ? chat.id : 777, is_bot: false, first_name: 'Alice', username: chat.username },
          text,
          ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
        },
      });
      for (const wake of [...waiting]) wake();
      const deadline = Date.now() + 10_000;
      for (;;) {
        const reply = sent.slice(before).find((message) => message.chatId === String(chat.id));
        if (reply) return reply.text;
        if (Date.now() > deadline) throw new Error(`the bot did not answer ${text} within 10 s (calls: ${calls.join(', ')})`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: async () => {
      for (const wake of [...waiting]) wake();
      await server.close();
    },
  };
}
