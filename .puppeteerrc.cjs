// Puppeteer must never download a browser on these machines: we launch Debian's Chromium
// (/usr/bin/chromium) or whatever PUPPETEER_EXECUTABLE_PATH points at.
module.exports = { skipDownload: true };
