// The Whalewatch Telegram bot (grammY): its commands, its username (for deep links), and how updates
// reach it — long polling by default (TELEGRAM_API_URL points it at another Bot API server, a fake one in
// tests), or a webhook (TELEGRAM_WEBHOOK_URL) that Telegram posts to /channels/telegram/webhook.
import { Bot, type Context } from 'grammy';
import type { ChatCommands } from './commands';

export type TelegramBot = {
  bot: Bot;
  /** The bot's @username (getMe, asked once); rejects while Telegram cannot be reached. */
  username(): Promise<string>;
};

/** What users see as the chat's name in their channel list. */
function chatName(context: Context): string {
  const chat = context.chat;
  if (!chat) return 'Telegram chat';
  if (chat.type === 'private')
    return chat.username ? `@${chat.username}` : [chat.first_name, chat.last_name].filter(Boolean).join(' ') || 'Telegram chat';
  return chat.title;
}

export function createTelegramBot({
  token,
  apiUrl,
  commands,
  log,
}: {
  token: string;
  apiUrl: string;
  commands: ChatCommands;
  log: { error(object: object, message: string): void };
}): TelegramBot {
  const bot = new Bot(token, { client: { apiRoot: apiUrl } });
  const chatOf = (context: Context) => ({ id: String(context.chat?.id ?? ''), name: chatName(context) });
  const answer = (run: (context: Context) => Promise<string>) => async (context: Context) => {
    await context.reply(await run(context), { link_preview_options: { is_disabled: true } });
  };
  bot.command(
    'start',
    answer((context) => commands.start(chatOf(context), String(context.match ?? ''))),
  );
  bot.command(
    'stop',
    answer((context) => commands.stop(chatOf(context))),
  );
  bot.command(
    'mute',
    answer((context) => commands.mute(chatOf(context), String(context.match ?? ''))),
  );
  bot.command(
    'unmute',
    answer((context) => commands.unmute(chatOf(context), String(context.match ?? ''))),
  );
  // A failing command is logged; polling goes on with the next update.
  bot.catch((error) => log.error({ err: error.error }, 'telegram bot command failed'));

  let asked: Promise<string> | null = null;
  return {
    bot,
    username() {
      asked ??= bot.init().then(() => bot.botInfo.username);
      // A failed getMe is asked again next time.
      asked.catch(() => (asked = null));
      return asked;
    },
  };
}
