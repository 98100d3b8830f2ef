// jsdom does not implement the Fetch API classes; borrow Node's so tests can build real
// Response objects for mocked fetch calls.
import { TestEnvironment } from 'jest-environment-jsdom';

const BORROWED = ['Response', 'Request', 'Headers', 'ReadableStream', 'TextEncoder', 'TextDecoder'];

export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of BORROWED) {
      if (this.global[name] === undefined) {
        this.global[name] = globalThis[name];
      }
    }
  }
}
