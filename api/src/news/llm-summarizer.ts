// Summaries from any OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL):
// a 2–3 sentence summary and a sentiment, asked for as JSON. Any failure (network, status, shape) is an
// LlmError and the caller falls back to the offline summarizer.
import { z } from 'zod';
import { SENTIMENTS, type Sentiment } from './sentiment';

export type LlmConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs?: number };
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
const answer = z.object({ summary: z.string().trim().min(1), sentiment: z.enum(SENTIMENTS as [Sentiment, ...Sentiment[]]) });

/** The JSON object in the model's reply, also when it wraps it in a code fence or prose. */
function jsonIn(content: string): unknown {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end < start) throw new LlmError('The reply holds no JSON object');
  return JSON.parse(content.slice(start, end + 1));
}

export async function llmSummary(config: LlmConfig, title: string, text: string): Promise<LlmSummary> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Title: ${title}\n\n${text.slice(0, 6000)}` },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 20_000),
    });
  } catch (error) {
    throw new LlmError('The summarizer could not be reached', { cause: error });
  }
  if (!response.ok) throw new LlmError(`The summarizer answered ${response.status}`);
  try {
    const { choices } = completion.parse(await response.json());
    return answer.parse(jsonIn(choices[0].message.content));
  } catch (error) {
    if (error instanceof LlmError) throw error;
    throw new LlmError('The summarizer answered in an unexpected shape', { cause: error });
  }
}
