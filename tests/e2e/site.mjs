// Puts the current build into the served site: the page, the release EBOOT,
// and game/ms0.zip, which the page loads as its "game".
//
// The front end writes each zip entry to its own path in the emulator's file
// system, and /data/saves/PPSSPP is PPSSPP's memory stick (ms0:/). So an entry
// named data/saves/PPSSPP/PSP/GAME/SUDOKU/EBOOT.PBP boots the game from
// ms0:/PSP/GAME/SUDOKU/, where a PSP keeps it, and its own folder and save
// files lie where the game expects them.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { E2E, EBOOT, SITE } from './paths.mjs';

/** Where the EBOOT lands in the emulator's file system (ms0:/ is /data/saves/PPSSPP/). */
export const GAME_FS_PATH = '/data/saves/PPSSPP/PSP/GAME/SUDOKU/EBOOT.PBP';

/** A zip archive holding one file, stored uncompressed (the front end unpacks it in a worker). */
function storedZip(name, data) {
  const nameBytes = Buffer.from(name, 'utf8');
  const crc = zlib.crc32(data);
  // Version 2.0, no flags, method 0 (stored), a fixed date (1980-01-01): the
  // bytes depend on the EBOOT alone.
  const common = (header) => {
    header.writeUInt16LE(20, 0);
    header.writeUInt16LE(0, 2);
    header.writeUInt16LE(0, 4);
    header.writeUInt32LE(0x0021 << 16, 6);
    header.writeUInt32LE(crc, 10);
    header.writeUInt32LE(data.length, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt16LE(nameBytes.length, 22);
    header.writeUInt16LE(0, 24);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  common(local.subarray(4));
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  common(central.subarray(6));
  // comment length, disk number, attributes, offset of the local header: all 0
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(local.length + nameBytes.length + data.length, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

/** Copies the page and the release EBOOT into the site, so each run serves the current build. */
export function stageSite() {
  if (!fs.existsSync(path.join(SITE, '.packages'))) {
    throw new Error(`${SITE} is not set up: run tests/e2e/setup.sh (or make e2e)`);
  }
  if (!fs.existsSync(EBOOT)) throw new Error(`${EBOOT} is missing: run make eboot`);
  const eboot = fs.readFileSync(EBOOT);
  fs.mkdirSync(path.join(SITE, 'game'), { recursive: true });
  fs.copyFileSync(path.join(E2E, 'page', 'index.html'), path.join(SITE, 'index.html'));
  fs.writeFileSync(path.join(SITE, 'game', 'EBOOT.PBP'), eboot);
  fs.writeFileSync(path.join(SITE, 'game', 'ms0.zip'), storedZip(GAME_FS_PATH.slice(1), eboot));
  return eboot;
}
