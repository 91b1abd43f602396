// Plain CommonJS on purpose: it must run on the old Node it warns about.
// npm runs it before install, start and test (package.json pre-scripts).
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Dadeum needs Node.js 22.12 or newer (24 LTS recommended); this is Node ${process.versions.node}.\n` +
      'Install Node 24 from https://nodejs.org, or with a version manager:\n' +
      '  nvm install 24 && nvm use 24      (https://github.com/nvm-sh/nvm)\n' +
      '  fnm install 24 && fnm use 24      (https://github.com/Schniz/fnm)\n' +
      'then run the command again.',
  );
  process.exit(1);
}
