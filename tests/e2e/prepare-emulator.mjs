// Fetches the two EmulatorJS packages with `npm pack`, checks them against the
// hashes recorded here, and lays out the served site in .cache/site/:
//   data/                    the EmulatorJS front end (plain sources)
//   data/cores/              the PPSSPP core and its assets, repacked as stored zips
//   data/cores/reports/      the core's build report (the front end reads its options)
// `npm install` is not used: the core package drags in every other core.
// Does nothing when the site already holds these exact versions.

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SevenZip from '7z-wasm';
import { CACHE, SITE } from './paths.mjs';

// The sha512 integrity the npm registry publishes for each tarball.
export const PACKAGES = {
  '@emulatorjs/emulatorjs@4.2.3':
    'sha512-7z3qaA4LwyurhuGvdMUDF9xJpEbxC3SNy9+E9tSaOsRo8FCS2QXam/0k/lc9kqHWRFIlLKWahNjPAStyL0rFnw==',
  '@emulatorjs/core-ppsspp@4.2.3':
    'sha512-jSCvK+74PYFwpqbEWzAkuDalK1TQXYogVXUxs24wn0SJcMhykQuziNggn4QQgM7+4wy60Jkh0Xb00PM9fLlWvA==',
};
const STAMP = path.join(SITE, '.packages');
const stampText = JSON.stringify(PACKAGES, null, 1) + '\n';

function npmPack(spec, dir) {
  let out;
  try {
    out = execFileSync('npm', ['pack', spec, '--json', '--pack-destination', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new Error(`npm pack ${spec} failed:\n${error.stderr}`);
  }
  const file = path.join(dir, JSON.parse(out)[0].filename);
  const integrity = 'sha512-' + createHash('sha512').update(fs.readFileSync(file)).digest('base64');
  if (integrity !== PACKAGES[spec]) {
    throw new Error(`${spec}: integrity ${integrity} is not the recorded ${PACKAGES[spec]}`);
  }
  const unpacked = path.join(dir, path.basename(file, '.tgz'));
  fs.rmSync(unpacked, { recursive: true, force: true });
  fs.mkdirSync(unpacked);
  execFileSync('tar', ['xzf', file, '-C', unpacked, '--strip-components=1']);
  return unpacked;
}

// The front end inflates LZMA/deflate on the page's single thread; the same
// files stored uncompressed boot in about half the time (EMULATOR.md).
async function repackStored(archive, outZip, work) {
  const sz = await SevenZip({ print: () => {}, printErr: (m) => console.error(m) });
  sz.FS.mkdir('/host');
  sz.FS.mount(sz.NODEFS, { root: '/' }, '/host');
  const files = path.join(work, path.basename(outZip) + '.files');
  fs.rmSync(files, { recursive: true, force: true });
  fs.mkdirSync(files, { recursive: true });
  const run = (args) => {
    const code = sz.callMain(args);
    if (code) throw new Error(`7z ${args.join(' ')} exited with ${code}`);
  };
  run(['x', '-y', '/host' + path.resolve(archive), '-o/host' + files]);
  fs.rmSync(outZip, { force: true });
  sz.FS.chdir('/host' + files);
  run(['a', '-tzip', '-mx=0', '/host' + path.resolve(outZip), '.']);
  fs.rmSync(files, { recursive: true, force: true });
}

export async function prepareEmulator() {
  const cores = path.join(SITE, 'data', 'cores');
  const complete = ['ppsspp-thread-wasm.data', 'ppsspp-assets.zip', 'reports/ppsspp.json']
    .every((f) => fs.existsSync(path.join(cores, f))) && fs.existsSync(path.join(SITE, 'data', 'loader.js'));
  if (complete && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === stampText) {
    console.log('==> EmulatorJS and the PPSSPP core are in place');
    return;
  }
  const started = Date.now();
  console.log('==> fetching ' + Object.keys(PACKAGES).join(' and ') + ' (npm pack)');
  const npmDir = path.join(CACHE, 'npm');
  fs.mkdirSync(npmDir, { recursive: true });
  const [frontEnd, core] = Object.keys(PACKAGES).map((spec) => npmPack(spec, npmDir));

  fs.rmSync(SITE, { recursive: true, force: true });
  fs.mkdirSync(path.join(SITE, 'game'), { recursive: true });
  fs.cpSync(path.join(frontEnd, 'data'), path.join(SITE, 'data'), { recursive: true });
  fs.mkdirSync(path.join(cores, 'reports'), { recursive: true });
  fs.copyFileSync(path.join(core, 'reports', 'ppsspp.json'), path.join(cores, 'reports', 'ppsspp.json'));
  console.log('==> repacking the core and its assets as stored zips');
  await repackStored(path.join(core, 'ppsspp-thread-wasm.data'), path.join(cores, 'ppsspp-thread-wasm.data'), npmDir);
  await repackStored(path.join(core, 'ppsspp-assets.zip'), path.join(cores, 'ppsspp-assets.zip'), npmDir);
  for (const dir of [frontEnd, core]) fs.rmSync(dir, { recursive: true, force: true });
  fs.writeFileSync(STAMP, stampText);
  console.log(`==> emulator files ready in ${path.relative(process.cwd(), SITE)} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prepareEmulator();
}
