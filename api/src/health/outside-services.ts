// The outside services the api calls (mail server, chain node or explorer, price feed, news feeds, the
// summarizing model, the Telegram, Discord and Slack alert channels) and how each last went: /health
// names a service whose latest call failed. A service that says itself what is wrong with it (the price
// source: a call it answered from its cache says nothing about DefiLlama) is asked instead.
import { EtherscanError } from '../chain';

export type OutsideService = 'smtp' | 'chain' | 'prices' | 'news' | 'llm' | 'telegram' | 'discord' | 'slack';

export type ServiceState = { lastError: string; lastErrorAt: string; lastOkAt: string | null };

/**
 * Answers about the request itself (a range too long to list, a refused query, a call the explorer's kind
 * does not have) are not outages.
 */
const ANSWERS: ReadonlySet<string> = new Set(['refused', 'result-window', 'unsupported']);
const isAnswer = (error: unknown) => error instanceof EtherscanError && ANSWERS.has(error.failure);

/** A service's own account of what keeps it from serving: null while fine, else one sentence. */
type SelfReport = () => string | null;

export class OutsideServices {
  private readonly states = new Map<OutsideService, { lastError?: string; lastErrorAt?: Date; lastOkAt?: Date }>();
  private readonly selfReports = new Map<string, SelfReport>();

  succeeded(service: OutsideService, at = new Date()): void {
    this.states.set(service, { ...this.states.get(service), lastOkAt: at });
  }

  failed(service: OutsideService, error: unknown, at = new Date()): void {
    if (isAnswer(error)) return;
    const message = error instanceof Error ? error.message : String(error);
    this.states.set(service, { ...this.states.get(service), lastError: message.slice(0, 300), lastErrorAt: at });
  }

  /** The services whose most recent call failed, within `withinMs`. */
  failing(now = Date.now(), withinMs = 15 * 60_000): Partial<Record<OutsideService, ServiceState>> {
    const failing: Partial<Record<OutsideService, ServiceState>> = {};
    for (const [service, { lastError, lastErrorAt, lastOkAt }] of this.states) {
      if (!lastError || !lastErrorAt || now - lastErrorAt.getTime() > withinMs) continue;
      if (lastOkAt && lastOkAt >= lastErrorAt) continue;
      failing[service] = { lastError, lastErrorAt: lastErrorAt.toISOString(), lastOkAt: lastOkAt?.toISOString() ?? null };
    }
    return failing;
  }

  /** The services that report on themselves (see `observe`). */
  reportsItself(service: string): boolean {
    return this.selfReports.has(service);
  }

  /** What the services that report on themselves say is wrong, a sentence each. */
  problems(): string[] {
    return [...this.selfReports.values()].flatMap((report) => report() ?? []);
  }

  /**
   * `target` with every method that returns a promise recorded under `service`. Properties that are not
   * functions (a source's name, its limits) pass through. A target with a `problem()` method reports on
   * itself: /health reads it instead of judging the service by its last call.
   */
  observe<T extends object>(service: OutsideService, target: T): T {
    const { problem } = target as { problem?: unknown };
    if (typeof problem === 'function') {
      this.selfReports.set(service, () => {
        const said: unknown = problem.call(target);
        return typeof said === 'string' ? said : null;
      });
    }
    return new Proxy(target, {
      get: (object, property, receiver) => {
        const value: unknown = Reflect.get(object, property, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result: unknown = value.apply(object, args);
          if (!(result instanceof Promise)) return result;
          return result.then(
            (answer: unknown) => {
              this.succeeded(service);
              return answer;
            },
            (error: unknown) => {
              this.failed(service, error);
              throw error;
            },
          );
        };
      },
    });
  }
}
