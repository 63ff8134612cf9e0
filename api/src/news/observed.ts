// How the feeds' and the model's calls went, kept for /health.
import type { OutsideServices } from '../health';

export type Outcomes = Pick<OutsideServices, 'succeeded' | 'failed'>;

/** The call's answer, its success or failure recorded under `service`. */
export async function observed<T>(outcomes: Outcomes | undefined, service: 'news' | 'llm', call: Promise<T>): Promise<T> {
  try {
    const answer = await call;
    outcomes?.succeeded(service);
    return answer;
  } catch (error) {
    outcomes?.failed(service, error);
    throw error;
  }
}
