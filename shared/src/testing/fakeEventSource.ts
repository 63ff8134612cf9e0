// The browser's EventSource, faked for jsdom (which has none): a test opens nothing on the network; it
// finds the stream the code opened and pushes events into it, or fails it as a server or network would.
type Listener = (event: MessageEvent) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every stream opened since `installFakeEventSource`, oldest first. */
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered 200: the stream is open. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sent `event: {type}`, `id: {id}`, `data: {JSON of data}`. */
  emit(type: string, data: unknown, id = ''): void {
    if (this.readyState === FakeEventSource.CLOSED) throw new Error(`emit on a closed stream: ${this.url}`);
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }

  /** A dropped connection the browser retries (`closed` false), or a refusal (e.g. 401) it gives up on. */
  fail({ closed }: { closed: boolean }): void {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }

  /** The streams still open or connecting. */
  static live(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED);
  }

  /** The one live stream; fails when there is none or more than one. */
  static current(): FakeEventSource {
    const live = FakeEventSource.live();
    if (live.length !== 1) throw new Error(`expected one live EventSource, found ${live.length}`);
    return live[0];
  }
}

/** Installs the fake as global.EventSource (forgetting earlier streams). */
export function installFakeEventSource(): typeof FakeEventSource {
  FakeEventSource.instances = [];
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  return FakeEventSource;
}
