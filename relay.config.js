// relay-compiler 21 cannot load an ES module config (it panics under "type": "module"), so the
// settings live in relay.config.json, which the compiler reads first; this file re-exports
// them for JavaScript tools that look for relay.config.js.
import config from './relay.config.json' with { type: 'json' };

export default config;
