// Summaries from any OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL):
// a 2–3 sentence summary and a sentiment, asked for as JSON; the summary is kept as plain text, whatever
// markup the model wrote. Any failure (network, status, shape, an empty summary) is an LlmError and the
// caller falls back to the offline summarizer.
import { z } from 'zod';
import { SENTIMENTS, type Sentiment } from './sentiment';
import { plainSummary } from './summary-text';

/** How long one answer may take when the caller sets no `timeoutMs`. */
export const LLM_TIMEOUT_MS = 20_000;

export type LlmConfig = {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Sent only when set (LLM_TEMPERATURE): some models refuse any temperature but their default. */
  temperature?: number;
  timeoutMs?: number;
};
export type LlmSummary = { summary: string; sentiment: Sentiment };

export class LlmError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'LlmError';
  }
}

const SYSTEM_PROMPT = [
  'You summarize crypto news for Ethereum investors.',
  'Answer with JSON only: {"summary": string, "sentiment": "bullish" | "bearish" | "neutral"}.',
  'The summary is 2 or 3 plain sentences with the facts that matter to holders; sentiment is the likely market tone for the tokens involved.',
].join(' ');

const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1) });
const answer = z.object({ summary: z.string().trim().min(1), sentiment: z.enum(SENTIMENTS) });

/** The JSON object in the model's reply, also when it wraps it in a code fence or prose. */
function jsonIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) throw new LlmError('The reply holds no JSON object');
  return JSON.parse(content.slice(start, end + 1));
}

/** The story summarized by the model; `stop` (a run's deadline) ends the call early, as its timeout does. */
export async function llmSummary(config: LlmConfig, title: string, text: string, stop?: AbortSignal): Promise<LlmSummary> {
  // One signal for both (AbortSignal.any has no types in this @types/node), its listener and timer undone after.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? LLM_TIMEOUT_MS);
  const onStop = () => controller.abort();
  stop?.addEventListener('abort', onStop, { once: true });
  if (stop?.aborted) controller.abort();
  try {
    return await ask(config, title, text, controller.signal);
  } finally {
    clearTimeout(timer);
    stop?.removeEventListener('abort', onStop);
  }
}

async function ask(config: LlmConfig, title: string, text: string, signal: AbortSignal): Promise<LlmSummary> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        ...(config.temperature === undefined ? {} : { temperature: config.temperature }),
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Title: ${title}\n\n${text.slice(0, 6000)}` },
        ],
      }),
      signal,
    });
  } catch (error) {
    throw new LlmError('The summarizer could not be reached', { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new LlmError(`The summarizer answered ${response.status}`);
  }
  try {
    const { choices } = completion.parse(await response.json());
    const { summary, sentiment } = answer.parse(jsonIn(choices[0].message.content));
    const plain = plainSummary(summary);
    if (!plain) throw new LlmError('The summarizer answered a summary with no text');
    return { summary: plain, sentiment };
  } catch (error) {
    if (error instanceof LlmError) throw error;
    if (signal.aborted) throw new LlmError('The summarizer did not finish its answer in time', { cause: error });
    throw new LlmError('The summarizer answered in an unexpected shape', { cause: error });
  }
}
