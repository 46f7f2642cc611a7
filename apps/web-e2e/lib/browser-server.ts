import { launchServer } from './browser.ts';

/**
 * The flows' one Chromium (run.mjs starts this): prints its WebSocket address on a line of its
 * own and runs until it is told to stop, closing the browser with it.
 */
const server = await launchServer();
console.log(server.wsEndpoint());
const close = () => void server.close().finally(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
