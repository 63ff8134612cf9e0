// jsdom without Node's fetch primitives cannot run code that builds or reads a Response; lend them.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const lent = { fetch, Response, Request, Headers, TextEncoder, TextDecoder, ReadableStream, AbortController, AbortSignal };
    for (const [name, value] of Object.entries(lent)) {
      if (typeof this.global[name] === 'undefined' || name === 'fetch' || name === 'Response') this.global[name] = value;
    }
  }
}

module.exports = JsdomWithFetch;
