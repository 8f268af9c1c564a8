// The process that runs the embedding model (forked by src/embeddings/model.ts): the model's forward
// passes take tens to thousands of milliseconds of CPU, so they never run on a server's event loop.
// A child process rather than a worker thread because onnxruntime-node can be loaded by one thread
// of a process only, ever (a second worker, even after the first ended, fails to load it).
// Protocol over the IPC channel (structured clone): the parent sends {id, texts, queries} with the
// model's prefix already applied; the child answers {id, vectors} (Float32Array per text, mean-pooled,
// unit length) or {id, error}; once at start {ready: {...}} or {failed: message}. It exits when the
// parent goes. `queries` passes (users' queries, never stored) run on the query graph when the model has
// one (scripts/models/build-onnx.ts AccuracyLevel: the same weights, int8 activations, less CPU); every
// other pass, and so every stored vector, on the main graph its recipe names.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AutoModel, AutoTokenizer, env, Tensor } from '@huggingface/transformers';
import { PASS_COST_TOKENS, passesByLength } from './passes.ts';

export interface ModelManifest {
  id: string;
  dimensions: number;
  dtype: string;
  max_tokens: number;
  prefixes?: { query?: string; passage?: string };
  /** The file name (before `_<dtype>.onnx`) of a faster graph for users' queries, if installed. */
  query_graph?: string;
  /**
   * The fixed cost of one forward pass in padded tokens, measured for this model's graphs
   * (`scripts/bench/passes.ts --pass-cost N`); PASS_COST_TOKENS when absent.
   */
  pass_cost_tokens?: number;
  /** Written by fetch-model.sh: the pinned packages and the ONNX file's checksum. */
  recipe?: string;
}

export type ParentMessage = { id: number; texts: string[]; queries?: boolean };
export type ChildMessage =
  | { ready: { id: string; dimensions: number; recipe: string } }
  | { failed: string }
  | { id: number; vectors: Float32Array[] }
  | { id: number; error: string };

export function readManifest(directory: string, modelId: string, installCommand: string): ModelManifest {
  const manifestPath = join(directory, modelId, 'skillgraph-model.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `The embedding model ${modelId} is not installed (no ${manifestPath}); install it with \`${installCommand}\` ` +
        '(scripts/skillgraph setup runs it)',
    );
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as ModelManifest;
}

async function serve() {
  const [directory, modelId, maxTokensArgument, installCommand] = process.argv.slice(2) as [
    string,
    string,
    string,
    string,
  ];
  // Gone with the parent: a server that dies must not leave a model process behind (a pass that was
  // running when it went has nobody to answer).
  const send = (message: ChildMessage) => {
    if (process.connected) process.send?.(message, undefined, undefined, () => {});
    else process.exit(0);
  };
  process.on('disconnect', () => process.exit(0));

  let forward: (texts: string[], queries: boolean) => Promise<Float32Array[]>;
  try {
    const manifest = readManifest(directory, modelId, installCommand);
    // transformers.js reads these globals at load time; the model must never come from a hub.
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = directory;
    const tokenizer = await AutoTokenizer.from_pretrained(modelId, { local_files_only: true });
    const load = (fileName: string) => loadGraph(modelId, manifest.dtype, fileName);
    const model = await load('model');
    const queryGraph = manifest.query_graph
      ? existsSync(join(directory, modelId, 'onnx', `${manifest.query_graph}_${manifest.dtype}.onnx`))
      : false;
    const queryModel = queryGraph ? await load(manifest.query_graph!) : model;
    const maxTokens = Math.min(Number(maxTokensArgument), manifest.max_tokens);
    const passCost = manifest.pass_cost_tokens ?? PASS_COST_TOKENS;
    forward = (texts, queries) =>
      embedInPasses(tokenizer, queries ? queryModel : model, texts, maxTokens, passCost);
    send({ ready: { id: manifest.id, dimensions: manifest.dimensions, recipe: manifest.recipe ?? '' } });
  } catch (error) {
    send({ failed: error instanceof Error ? error.message : String(error) });
    process.exit(0);
  }

  // One pass at a time (the parent sends the next when this one is answered): ONNX Runtime already
  // uses every core for one pass.
  process.on('message', async (message: ParentMessage) => {
    try {
      send({ id: message.id, vectors: await forward(message.texts, message.queries === true) });
    } catch (error) {
      send({ id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

/** One ONNX graph of an installed model (env.localModelPath set), as the model process runs it. */
export function loadGraph(modelId: string, dtype: string, fileName: string) {
  return AutoModel.from_pretrained(modelId, {
    local_files_only: true,
    dtype: dtype as 'q4',
    model_file_name: fileName,
    // onnxruntime's threads spin between passes by default, burning the cores Neo4j and the API need
    // while a server waits for its next query: measured, a search cost the model 31 ms of CPU with
    // spinning and 22 ms without, at 8 concurrent (BENCHMARKS.md "Search latency breakdown").
    session_options: {
      extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
    },
  });
}

/** What embedInPasses needs of transformers.js: a tokenizer and a model that return tensors. */
type Tokenize = (
  texts: string[],
  options: { padding: true; truncation: true; max_length: number },
) => unknown;
type Encode = (inputs: Record<string, Tensor>) => Promise<unknown>;

/**
 * The unit-length mean-pooled vectors of texts, in the order given. Texts of different lengths go
 * through in passes of similar lengths (passes.ts): the padding saved outweighs the passes added
 * (BENCHMARKS.md "Passes cut by length"). Tokenised once; a pass takes its rows, cut to its longest
 * (padding is on the right). `passCost`: the fixed cost of a pass in padded tokens (a huge value makes
 * one pass of all, as before the cut, for comparison).
 */
export async function embedInPasses(
  tokenizer: Tokenize,
  model: Encode,
  texts: string[],
  maxTokens: number,
  passCost = PASS_COST_TOKENS,
): Promise<Float32Array[]> {
  const inputs = tokenizer(texts, { padding: true, truncation: true, max_length: maxTokens }) as Record<
    string,
    Tensor
  >;
  const mask = inputs.attention_mask!.data as BigInt64Array;
  const [rows, width] = inputs.attention_mask!.dims as [number, number];
  const lengths = Array.from({ length: rows }, (_, row) => {
    let length = 0;
    while (length < width && mask[row * width + length] !== 0n) length++;
    return length;
  });
  const vectors: Float32Array[] = new Array(texts.length);
  for (const indexes of passesByLength(lengths, passCost)) {
    const passWidth = Math.max(...indexes.map((i) => lengths[i]!));
    const passInputs = Object.fromEntries(
      Object.entries(inputs).map(([name, tensor]) => {
        const data = new BigInt64Array(indexes.length * passWidth);
        const source = tensor.data as BigInt64Array;
        indexes.forEach((i, j) => {
          data.set(source.subarray(i * width, i * width + passWidth), j * passWidth);
        });
        return [name, new Tensor('int64', data, [indexes.length, passWidth])];
      }),
    );
    const { last_hidden_state: hidden } = (await model(passInputs)) as {
      last_hidden_state: { data: Float32Array; dims: number[] };
    };
    const pooled = meanPooled(hidden, passInputs.attention_mask!.data as BigInt64Array);
    for (const [j, i] of indexes.entries()) vectors[i] = pooled[j]!;
  }
  return vectors;
}

/** Each row's mean over its real tokens (not the padding), unit length. */
function meanPooled(hidden: { data: Float32Array; dims: number[] }, mask: BigInt64Array): Float32Array[] {
  const [rows, length, width] = hidden.dims as [number, number, number];
  const vectors: Float32Array[] = [];
  for (let row = 0; row < rows; row++) {
    const sum = new Float64Array(width);
    let count = 0;
    for (let t = 0; t < length; t++) {
      if (mask[row * length + t] === 0n) continue;
      count++;
      const at = (row * length + t) * width;
      for (let i = 0; i < width; i++) sum[i]! += hidden.data[at + i]!;
    }
    let norm = 0;
    for (let i = 0; i < width; i++) norm += (sum[i]! / count) ** 2;
    const scale = 1 / (Math.sqrt(norm) || 1) / count;
    vectors.push(Float32Array.from(sum, (value) => value * scale));
  }
  return vectors;
}

// Only when run as the child (model.ts imports readManifest from here too).
if (import.meta.main) await serve();
