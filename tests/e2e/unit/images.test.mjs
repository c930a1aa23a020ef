// The harness's screen captures (images.mjs): a capture counts as the PSP's screen only at the
// PSP's own 480x272, the size the page shows it at.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PSP_HEIGHT, PSP_WIDTH, pspScreen } from '../images.mjs';

const image = (width, height) => ({ width, height, data: Buffer.alloc(width * height * 4) });

test('a capture at 480x272 is the PSP screen as it is', () => {
  const capture = image(PSP_WIDTH, PSP_HEIGHT);
  assert.equal(pspScreen(capture), capture);
});

test('a capture of another size is refused, with both sizes named', () => {
  for (const [width, height] of [[960, 544], [480, 273], [479, 272]]) {
    assert.throws(() => pspScreen(image(width, height)), new RegExp(`capture is ${width}x${height}, not the PSP's 480x272`));
  }
});
