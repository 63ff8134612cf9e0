// Each new story's summary and sentiment. With a model configured, several stories are summarized at once
// (`concurrency`) and all of one run's within `deadlineMs` from its first call: a model that hangs costs a
// run that long, not 20 s a story. A story whose call fails, and every story left when the deadline
// passes, gets the offline summary.
import type { NewsConfig } from '../config';
import { extractiveSummaryOfText } from './extractive-summary';
import { llmSummary, LLM_TIMEOUT_MS } from './llm-summarizer';
import { observed, type Outcomes } from './observed';
import { lexiconSentiment, type Sentiment } from './sentiment';

export type SummaryBudget = {
  /** Calls to the model at once. */
  concurrency: number;
  /** All of a run's calls, from its first. */
  deadlineMs: number;
  /** One call. */
  requestTimeoutMs: number;
};

export const SUMMARY_BUDGET: SummaryBudget = { concurrency: 4, deadlineMs: 60_000, requestTimeoutMs: LLM_TIMEOUT_MS };

export const LLM_FAILED = 'the LLM summarizer failed; using the offline one';
export const LLM_DEADLINE_PASSED = "the LLM summaries passed their run's deadline; the run's other stories have offline summaries";

/** A story as the summarizers read it: its text is plain already. */
export type StoryText = { title: string; url: string; text: string };
export type WrittenSummary = { summary: string; sentiment: Sentiment; summarizer: 'llm' | 'extractive' };

type Logger = { warn(object: object, message: string): void };

const offline = ({ title, text }: StoryText): WrittenSummary => ({
  summary: extractiveSummaryOfText(title, text),
  sentiment: lexiconSentiment(title, text),
  summarizer: 'extractive',
});

/** `work` on every item, at most `limit` at a time; the answers in the items' order. */
async function eachWithLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      answers[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/** One run's summarizer: its deadline starts with the run's first call to the model and covers every feed. */
export function createStorySummarizer(llm: NewsConfig['llm'], budget: SummaryBudget, log?: Logger, outcomes?: Outcomes) {
  let deadline: AbortSignal | undefined;
  let deadlineReported = false;
  const reportDeadline = () => {
    if (deadlineReported) return;
    deadlineReported = true;
    log?.warn({ deadlineMs: budget.deadlineMs }, LLM_DEADLINE_PASSED);
  };

  const summarize = async (story: StoryText): Promise<WrittenSummary> => {
    if (!llm) return offline(story);
    deadline ??= AbortSignal.timeout(budget.deadlineMs);
    if (deadline.aborted) {
      reportDeadline();
      return offline(story);
    }
    try {
      const call = llmSummary({ ...llm, timeoutMs: budget.requestTimeoutMs }, story.title, story.text, deadline);
      const { summary, sentiment } = await observed(outcomes, 'llm', call);
      return { summary, sentiment, summarizer: 'llm' };
    } catch (error) {
      if (deadline.aborted) reportDeadline();
      else log?.warn({ err: error, url: story.url }, LLM_FAILED);
      return offline(story);
    }
  };

  return { summarize: (stories: readonly StoryText[]) => eachWithLimit(stories, budget.concurrency, summarize) };
}
