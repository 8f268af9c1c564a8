// The bundled sentence-embedding model (scripts/models/README.md): loaded once per folder from
// .models/<id>/ with no network, texts embedded in length-sorted batches with the model's prefixes,
// mean-pooled and L2-normalised; query embeddings kept in an in-process LRU cache.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AutoModel,
  AutoTokenizer,
  env,
  type PreTrainedModel,
  type PreTrainedTokenizer,
} from '@huggingface/transformers';
import { LRUCache } from 'lru-cache';

export const MODELS_DIR = join(import.meta.dirname, '..', '..', '.models');
export const DEFAULT_MODEL_ID = 'multilingual-e5-small-q4';
export const INSTALL_COMMAND = 'bash scripts/models/fetch-model.sh';

export type EmbeddingKind = 'query' | 'passage';

/** Queries embedded by one forward pass at most (short texts: a few hundred tokens in all). */
const QUERY_BATCH_LIMIT = 32;

export interface Embedder {
  /** Stored with every embedding, so a different model is noticed and re-embeds. */
  readonly id: string;
  readonly dimensions: number;
  /** One unit-length vector per text, in the order given. */
  embed(texts: string[], kind: EmbeddingKind): Promise<number[][]>;
}

export interface EmbedderOptions {
  /** The folder holding one sub-folder per model; `.models/` at the repository root by default. */
  directory?: string;
  modelId?: string;
  /** Tokens kept per text (longer texts are cut): bounds the cost of one text. */
  maxTokens?: number;
  /** Padded tokens allowed in one forward pass: bounds memory and the waste of padding. */
  tokensPerBatch?: number;
  queryCacheSize?: number;
}

/** What fetch-model.sh writes beside the model files (scripts/models/<id>/skillgraph-model.json). */
interface Manifest {
  id: string;
  dimensions: number;
  dtype: string;
  max_tokens: number;
  prefixes?: { query?: string; passage?: string };
}

const loaded = new Map<string, Promise<Embedder>>();

/** Loads a model once per (folder, id, options); later calls share it. */
export function loadEmbedder(options: EmbedderOptions = {}): Promise<Embedder> {
  const key = JSON.stringify([options.directory ?? MODELS_DIR, options.modelId ?? DEFAULT_MODEL_ID, options]);
  let embedder = loaded.get(key);
  if (!embedder) {
    embedder = createEmbedder(options);
    // A failed load is not remembered, so installing the model and retrying works in-process.
    embedder.catch(() => loaded.delete(key));
    loaded.set(key, embedder);
  }
  return embedder;
}

async function createEmbedder(options: EmbedderOptions): Promise<Embedder> {
  const directory = options.directory ?? MODELS_DIR;
  const modelId = options.modelId ?? DEFAULT_MODEL_ID;
  const folder = join(directory, modelId);
  const manifestPath = join(folder, 'skillgraph-model.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `The embedding model ${modelId} is not installed (no ${manifestPath}); install it with \`${INSTALL_COMMAND}\` ` +
        '(scripts/skillgraph setup runs it)',
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  // transformers.js reads these globals at load time; the model must never come from a hub.
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = directory;
  const tokenizer: PreTrainedTokenizer = await AutoTokenizer.from_pretrained(modelId, {
    local_files_only: true,
  });
  const model: PreTrainedModel = await AutoModel.from_pretrained(modelId, {
    local_files_only: true,
    dtype: manifest.dtype as 'q4',
  });

  const maxTokens = Math.min(options.maxTokens ?? 256, manifest.max_tokens);
  const tokensPerBatch = Math.max(options.tokensPerBatch ?? 4096, maxTokens);
  const prefixes = { query: manifest.prefixes?.query ?? '', passage: manifest.prefixes?.passage ?? '' };
  const cache = new LRUCache<string, number[]>({ max: options.queryCacheSize ?? 2000 });

  async function forward(texts: string[]): Promise<number[][]> {
    const inputs = tokenizer(texts, { padding: true, truncation: true, max_length: maxTokens });
    const { last_hidden_state: hidden } = (await model(inputs)) as {
      last_hidden_state: { data: Float32Array; dims: number[] };
    };
    const [rows, length, width] = hidden.dims as [number, number, number];
    const mask = inputs.attention_mask.data as BigInt64Array;
    const vectors: number[][] = [];
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
      vectors.push(Array.from(sum, (value) => value * scale));
    }
    return vectors;
  }

  // One forward pass at a time: ONNX Runtime already uses every core for one, and concurrent passes
  // would only multiply peak memory.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => {});
    return result;
  };

  async function embedUncached(texts: string[], kind: EmbeddingKind): Promise<number[][]> {
    const prefixed = texts.map((text) => prefixes[kind] + text);
    // Sorted by length, so a batch pads its texts to about their own length, not to the longest of all.
    const order = prefixed.map((_, i) => i).sort((a, b) => prefixed[a]!.length - prefixed[b]!.length);
    const vectors: number[][] = new Array(texts.length);
    let start = 0;
    while (start < order.length) {
      let end = start + 1;
      // A token is about 3 characters or more; the longest text of the batch sets its padded width.
      while (end < order.length) {
        const width = Math.min(maxTokens, Math.ceil(prefixed[order[end]!]!.length / 3) + 2);
        if (width * (end + 1 - start) > tokensPerBatch) break;
        end++;
      }
      const batch = order.slice(start, end);
      const result = await serial(() => forward(batch.map((i) => prefixed[i]!)));
      batch.forEach((i, j) => {
        vectors[i] = result[j]!;
      });
      start = end;
    }
    return vectors;
  }

  // Queries arriving while a forward pass runs wait together and go through the next pass as one batch
  // (one pass of n short texts costs far less than n passes): the first query of a quiet moment starts
  // at once, and under load every pass serves all the queries that queued behind it.
  const waiting = new Map<
    string,
    { resolve: (vector: number[]) => void; reject: (error: unknown) => void }[]
  >();
  let draining = false;
  async function drainQueries() {
    draining = true;
    while (waiting.size) {
      const batch = [...waiting.entries()].slice(0, QUERY_BATCH_LIMIT);
      for (const [text] of batch) waiting.delete(text);
      try {
        const vectors = await embedUncached(
          batch.map(([text]) => text),
          'query',
        );
        batch.forEach(([text, waiters], i) => {
          cache.set(text, vectors[i]!);
          for (const waiter of waiters) waiter.resolve(vectors[i]!);
        });
      } catch (error) {
        for (const [, waiters] of batch) for (const waiter of waiters) waiter.reject(error);
      }
    }
    draining = false;
  }
  const queryVector = (text: string) =>
    new Promise<number[]>((resolve, reject) => {
      const waiters = waiting.get(text);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(text, [{ resolve, reject }]);
      if (!draining) void drainQueries();
    });

  return {
    id: manifest.id,
    dimensions: manifest.dimensions,
    async embed(texts, kind) {
      if (kind === 'passage') return embedUncached(texts, kind);
      const found = new Map<string, number[]>();
      const missing: string[] = [];
      for (const text of new Set(texts)) {
        const hit = cache.get(text);
        if (hit) found.set(text, hit);
        else missing.push(text);
      }
      const vectors = await Promise.all(missing.map(queryVector));
      for (const [i, text] of missing.entries()) found.set(text, vectors[i]!);
      // Copies, so a caller that changes a vector cannot change the cache.
      return texts.map((text) => [...found.get(text)!]);
    },
  };
}
