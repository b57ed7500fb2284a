// Debian's Chromium, as every browser in the suite launches it: Playwright never downloads a browser here.
// The flows take it as it is (playwright.config.ts); the pictures add their text settings to it
// (picture-conventions.ts).
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
  ],
};
