// A chain's sources in order (CHAIN_SOURCES_<id>) as one ChainSource. Each call goes to the first source
// not set aside; when that one is unavailable (source-failures.ts: out of reach, past its deadline, a 5xx,
// throttled, over its budget, a plan that does not cover the chain) it is set aside for a while and the
// next one is asked, so a source that is down costs a call at most its deadline. A call a source's kind
// does not have goes to the next one without setting it aside; a failure about the question itself is
// the caller's answer, not retried elsewhere. Once its time aside is over a source is first again.
//
// Deadlines: a quick call (a balance, a block, the newest block number, a wallet's poll: a request or a
// few) on a source with another after it must settle within that source's deadline. Longer reads (a
// token's transfers, a wallet's history, a range of blocks) are bounded by the sources' own per-request
// deadlines instead: a whole scan has no fair deadline.
//
// The monitor's mode follows the first source, the one configured to serve: an explorer first means
// wallets are polled (walletPolling, whose polls fall back to the other explorers), a node first means
// blocks are followed (followNewHeads is the node's; `blocks` falls back like any call). The first
// source's name is this source's name, so the monitor's cursor keeps its name whatever serves.
import type { ChainSource, ChainSourceName, SourceStanding, WalletPolling } from './chain-source';
import { judgeFailure, SourceDeadlineError } from './source-failures';
import { retryAfterMsOf } from './unavailable';

/** How long a source that failed as unavailable is skipped. */
export const SET_ASIDE_MS = 60_000;

export const SOURCE_LABELS: Readonly<Record<ChainSourceName, string>> = {
  rpc: 'The node (rpc)',
  etherscan: 'Etherscan',
  blockscout: 'Blockscout',
  routescan: 'Routescan',
};

export type FallbackMember = {
  source: ChainSource;
  /** The most a quick call may take on it while another source follows. */
  deadlineMs: number;
};

export type FallbackOptions = {
  setAsideMs?: number;
  /** The clock (ms since the epoch). */
  now?: () => number;
};

type MemberState = FallbackMember & { setAsideUntil: number; reason: string | null };

/** A token's transfers, with the failure that cut the scan short where one did. */
type TransferScan = Awaited<ReturnType<ChainSource['tokenTransfers']>>;

const iso = (ms: number) => new Date(ms).toISOString();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * When every source failed: the failure that says when to come back (the soonest), so the caller can
 * answer 503 with Retry-After (unavailable.ts); else the first source's.
 */
function mostTelling(errors: unknown[]): unknown {
  const timed = errors.filter((error) => retryAfterMsOf(error) !== undefined);
  if (timed.length === 0) return errors[0];
  return timed.reduce((soonest, error) => ((retryAfterMsOf(error) ?? 0) < (retryAfterMsOf(soonest) ?? 0) ? error : soonest));
}

export function fallbackSource(
  members: FallbackMember[],
  { setAsideMs = SET_ASIDE_MS, now = Date.now }: FallbackOptions = {},
): ChainSource {
  const [first] = members;
  if (!first) throw new Error('A chain needs at least one source');
  const primary = first.source;
  const states: MemberState[] = members.map((member) => ({ ...member, setAsideUntil: 0, reason: null }));

  const ready = (state: MemberState, at: number) => state.setAsideUntil <= at;

  /** Who to ask, in order: every source that has the call and is not set aside; if none, the one back soonest. */
  function candidates(has: (source: ChainSource) => boolean): MemberState[] {
    const able = states.filter((state) => has(state.source));
    const at = now();
    const free = able.filter((state) => ready(state, at));
    if (free.length > 0 || able.length === 0) return free;
    return [able.reduce((soonest, state) => (state.setAsideUntil < soonest.setAsideUntil ? state : soonest))];
  }

  function setAside(state: MemberState, error: unknown): void {
    state.setAsideUntil = now() + setAsideMs;
    state.reason = messageOf(error).slice(0, 300);
  }

  function withDeadline<T>(work: Promise<T>, state: MemberState): Promise<T> {
    // The abandoned call may still fail later: nobody waits for it any more.
    work.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new SourceDeadlineError(`${SOURCE_LABELS[state.source.name]} did not answer within ${state.deadlineMs / 1_000} s`)),
        state.deadlineMs,
      );
    });
    return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
  }

  /**
   * `call` on each source in turn until one answers. `quick`: bounded by each source's deadline while
   * another follows. `failureOf`: the failure a result reports instead of throwing (a scan cut short);
   * such a result is kept and the next source asked, and the fullest one is the answer if none does better.
   */
  async function run<T>(
    has: (source: ChainSource) => boolean,
    call: (source: ChainSource) => Promise<T>,
    { quick = false, failureOf, fuller }: { quick?: boolean; failureOf?: (result: T) => unknown; fuller?: (a: T, b: T) => T } = {},
  ): Promise<T> {
    const list = candidates(has);
    if (list.length === 0)
      throw new Error(`No source of this chain has that call (${states.map((state) => state.source.name).join(', ')})`);
    const errors: unknown[] = [];
    let partial: T | undefined;
    for (const [index, state] of list.entries()) {
      const followed = index < list.length - 1;
      let failure: unknown;
      try {
        const work = call(state.source);
        const result = await (quick && followed ? withDeadline(work, state) : work);
        failure = failureOf?.(result);
        if (failure === undefined || judgeFailure(failure) === 'answer') {
          state.setAsideUntil = 0;
          return result;
        }
        partial = partial === undefined || !fuller ? result : fuller(partial, result);
      } catch (error) {
        failure = error;
        if (judgeFailure(error) === 'answer') throw error;
        errors.push(error);
      }
      if (judgeFailure(failure) === 'unavailable') setAside(state, failure);
    }
    if (partial !== undefined) return partial;
    throw mostTelling(errors);
  }

  const quick = { quick: true };
  const has = (name: keyof ChainSource) => (source: ChainSource) => typeof source[name] === 'function';
  const all = () => true;
  const anyHas = (name: keyof ChainSource) => states.some((state) => typeof state.source[name] === 'function');

  const scan = {
    failureOf: (result: TransferScan) => result.failure,
    fuller: (a: TransferScan, b: TransferScan) => (b.transfers.length > a.transfers.length ? b : a),
  };

  const polling = primary.walletPolling;
  const walletPolling: WalletPolling | undefined = polling && {
    activity: (address, fromBlock, toBlock) =>
      run(
        (source) => source.walletPolling !== undefined,
        (source) => (source.walletPolling as WalletPolling).activity(address, fromBlock, toBlock),
        quick,
      ),
    requestsPerPoll: polling.requestsPerPoll,
    requestsPerSecond: polling.requestsPerSecond,
  };

  function standings(): SourceStanding[] {
    const at = now();
    const serving = states.find((state) => ready(state, at));
    return states.map((state) => ({
      name: state.source.name,
      serving: state === serving,
      setAsideUntil: ready(state, at) ? null : new Date(state.setAsideUntil),
      reason: ready(state, at) ? null : state.reason,
    }));
  }

  function problems(): string[] {
    const at = now();
    const found = states
      .filter((state) => !ready(state, at))
      .map((state) => `${SOURCE_LABELS[state.source.name]} is set aside until ${iso(state.setAsideUntil)}: ${state.reason}`);
    if (found.length > 0) {
      const serving = states.find((state) => ready(state, at));
      found.push(
        serving
          ? `${SOURCE_LABELS[serving.source.name]} serves this chain meanwhile`
          : `No source of this chain serves until ${iso(Math.min(...states.map((state) => state.setAsideUntil)))}`,
      );
    }
    return [...found, ...states.flatMap((state) => state.source.problems?.() ?? [])];
  }

  return {
    name: primary.name,
    latestTransactions: (address, limit) => run(all, (source) => source.latestTransactions(address, limit)),
    walletTokens: (address) => run(all, (source) => source.walletTokens(address)),
    tokenTransfers: (contract, options) => run(all, (source) => source.tokenTransfers(contract, options), scan),
    tokenMetadata: (contract) => run(all, (source) => source.tokenMetadata(contract), quick),
    nativeBalance: (address) => run(all, (source) => source.nativeBalance(address), quick),
    tokenBalances: (address, contracts) => run(all, (source) => source.tokenBalances(address, contracts), quick),
    latestBlockNumber: () => run(all, (source) => source.latestBlockNumber(), quick),
    blockAt: (number) => run(all, (source) => source.blockAt(number), quick),
    blocks: (from, to) => run(all, (source) => source.blocks(from, to)),
    ...(anyHas('ensName') ? { ensName: (address) => run(has('ensName'), (source) => source.ensName!(address), quick) } : {}),
    ...(anyHas('walletHistory')
      ? { walletHistory: (address, query) => run(has('walletHistory'), (source) => source.walletHistory!(address, query)) }
      : {}),
    ...(anyHas('verifyMessage')
      ? {
          verifyMessage: (address, message, signature) =>
            run(has('verifyMessage'), (source) => source.verifyMessage!(address, message, signature), quick),
        }
      : {}),
    ...(walletPolling ? { walletPolling } : {}),
    ...(primary.followNewHeads ? { followNewHeads: (listener) => primary.followNewHeads!(listener) } : {}),
    problems,
    standings,
  };
}
