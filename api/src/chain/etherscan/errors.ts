// Every way a call to Etherscan (or another Etherscan-compatible explorer) can fail, as one typed error
// the services can tell apart.

export type EtherscanFailure =
  /** Still rate limited after the retries the spec allows. */
  | 'rate-limited'
  /** Every account has reached Etherscan's daily cap. */
  | 'daily-cap'
  /** Etherscan called every configured key invalid lately: each is set aside until it is tried again. */
  | 'invalid-keys'
  /** Keys exist but none is free within the pool's deadline (backing off, throttled, or a long queue). */
  | 'no-free-key'
  /** Network errors, non-2xx answers or unreadable bodies, after the retries. */
  | 'network'
  /** Etherscan answered with an error of its own (status "0", a JSON-RPC error, an unknown block). */
  | 'refused'
  /** Etherscan answered success with a result of a shape this code does not know. */
  | 'unexpected-answer'
  /** A list that cannot be read within Etherscan's `page × offset ≤ 10,000` window. */
  | 'result-window'
  /**
   * The explorer does not serve this chain to these keys: Etherscan's free plan on a paid-only chain
   * ("Free API access is not supported for this chain"), Routescan's "chain not supported".
   */
  | 'chain-not-served'
  /**
   * This kind of explorer has no such call (Blockscout lists no token's transfers without an address): it
   * refuses as the explorer would, without asking; another source may have the call.
   */
  | 'unsupported';

export class EtherscanError extends Error {
  override readonly name = 'EtherscanError';
  /** Set when Etherscan is only out of reach for now: how long until a key is free again. */
  readonly retryAfterMs?: number;

  constructor(
    readonly failure: EtherscanFailure,
    message: string,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(message, options);
    this.retryAfterMs = options?.retryAfterMs;
  }
}
