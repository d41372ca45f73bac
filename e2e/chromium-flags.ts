/**
 * The flags every Chromium the tests and the bench start runs with: no sandbox (containers), no GPU,
 * and nothing that reaches the network on its own (QUIC, updates, sync, first-run pages).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
