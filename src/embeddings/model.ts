// The bundled sentence-embedding model (scripts/models/README.md), run in a child process of its own
// (model-process.ts) so its forward passes never hold a server's event loop. This side batches:
// texts are embedded in length-sorted passes with the model's prefixes; queries arriving together share
// a pass and jump ahead of bulk work (passages, concepts' labels), cut into small passes so a query waits
// for one at most (0.2-0.5 s on 2 cores); query vectors are kept in an in-process LRU cache. A crashed model
// process is replaced on the next call (the calls in flight fail).
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import { type ChildMessage, type ModelManifest, type ParentMessage, readManifest } from './model-process.ts';

export const MODELS_DIR = join(import.meta.dirname, '..', '..', '.models');
export const DEFAULT_MODEL_ID = 'multilingual-e5-small-skills-q8';
export const INSTALL_COMMAND = 'bash scripts/models/fetch-model.sh';
const PROCESS_FILE = join(import.meta.dirname, 'model-process.ts');

export type EmbeddingKind = 'query' | 'passage';

export interface EmbedCallOptions {
  /**
   * Work in bulk (many texts, nobody waiting on a request): queued behind user queries like passages
   * and kept out of the query cache, whatever the kind. For the labels a skill's or an occupation's vector
   * is made of, embedded as queries (src/seeding/embed.ts).
   */
  bulk?: boolean;
}

/** Queries embedded by one forward pass at most (short texts: a few hundred tokens in all). */
const QUERY_BATCH_LIMIT = 32;

export interface Embedder {
  /** Stored with every embedding, so a different model is noticed and re-embeds. */
  readonly id: string;
  readonly dimensions: number;
  /** How the installed weights were made (pinned packages and the ONNX file's checksum). */
  readonly recipe: string;
  /** One unit-length vector per text, in the order given. */
  embed(texts: string[], kind: EmbeddingKind, options?: EmbedCallOptions): Promise<number[][]>;
}

export interface EmbedderOptions {
  /** The folder holding one sub-folder per model; `.models/` at the repository root by default. */
  directory?: string;
  modelId?: string;
  /** Tokens kept per text (longer texts are cut): bounds the cost of one text. */
  maxTokens?: number;
  /**
   * Padded tokens allowed in one forward pass of passages: bounds memory, the waste of padding, and how
   * long a query waits behind batch work. Measured on 2 cores (BENCHMARKS.md "Embeddings"): passes of
   * 256 tokens embed concept texts as fast as passes of 2,048 (35 vs 33 per s) while a query waits for
   * 0.2-0.5 s instead of 1.5-3 s.
   */
  tokensPerBatch?: number;
  queryCacheSize?: number;
  /**
   * Start the model process on the first embedding rather than now: for callers that may need no model
   * at all (a load whose concepts all have shipped vectors). Load errors then surface on that call.
   */
  lazy?: boolean;
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

interface Job {
  texts: string[];
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
}

/**
 * One model process and its two queues. Embedders with the same folder, model and token bound share
 * one (each process holds its own copy of the model, ~600 MB).
 */
class ModelProcess {
  readonly manifest: ModelManifest;
  private readonly args: string[];
  private child: ChildProcess | undefined;
  private ready: Promise<{ recipe: string }> | undefined;
  private readonly queries: Job[] = [];
  private readonly passages: Job[] = [];
  private running: { id: number; job: Job } | undefined;
  private sequence = 0;
  private loaded = false;

  constructor(directory: string, modelId: string, maxTokens: number) {
    this.manifest = readManifest(directory, modelId, INSTALL_COMMAND);
    this.args = [directory, modelId, String(maxTokens), INSTALL_COMMAND];
  }

  /** Starts the process if none runs; resolves once the model is loaded in it. */
  start(): Promise<{ recipe: string }> {
    if (this.ready) return this.ready;
    const child = fork(PROCESS_FILE, this.args, {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    this.ready = new Promise((resolve, reject) => {
      child.on('message', (message: ChildMessage) => {
        if ('ready' in message) {
          this.loaded = true;
          resolve(message.ready);
        } else if ('failed' in message) reject(new Error(message.failed));
        else this.answer(message);
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        const error = new Error(`the embedding model process exited (${signal ?? `code ${code}`})`);
        reject(error);
        if (this.child === child) {
          this.child = undefined;
          this.loaded = false;
          this.ready = undefined;
          if (this.running) {
            this.running.job.reject(error);
            this.running = undefined;
          }
          // Waiting work goes to the next process.
          if (this.queries.length || this.passages.length) this.pump();
        }
      });
    });
    // Kept alive while the model loads; an idle process then lets its parent exit.
    this.ready.then(
      () => {
        if (!this.running && this.child === child) this.idle();
      },
      () => {},
    );
    return this.ready;
  }

  /** For /health diagnostics. */
  status() {
    return {
      model: this.manifest.id,
      pid: this.child?.pid ?? null,
      state: this.loaded ? 'loaded' : this.child ? 'loading' : 'stopped',
      passes: this.sequence,
      queued_queries: this.queries.length,
      queued_passages: this.passages.length,
    };
  }

  /** Queries jump ahead of bulk work (passages, or labels embedded as queries in bulk). */
  run(priority: 'query' | 'bulk', texts: string[]): Promise<Float32Array[]> {
    return new Promise((resolve, reject) => {
      (priority === 'query' ? this.queries : this.passages).push({ texts, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    if (this.running) return;
    const queries = this.queries.length > 0;
    const job = queries ? this.mergedQueries() : this.passages.shift();
    if (!job) return this.idle();
    const ready = this.start();
    const id = ++this.sequence;
    this.running = { id, job };
    // Kept alive while it works, so a script awaiting an embedding does not exit under it.
    this.child?.ref();
    this.child?.channel?.ref();
    ready.then(
      () => this.child?.send({ id, texts: job.texts, queries } satisfies ParentMessage),
      (error: Error) => {
        if (this.running?.id !== id) return;
        this.running = undefined;
        job.reject(error);
        // A model that cannot load fails every queued call too, instead of retrying forever.
        for (const waiting of [...this.queries.splice(0), ...this.passages.splice(0)]) waiting.reject(error);
      },
    );
  }

  /** The queued query jobs as one pass (up to QUERY_BATCH_LIMIT texts), answered job by job. */
  private mergedQueries(): Job {
    const jobs = [this.queries.shift()!];
    let texts = jobs[0]!.texts.length;
    while (this.queries.length && texts + this.queries[0]!.texts.length <= QUERY_BATCH_LIMIT) {
      texts += this.queries[0]!.texts.length;
      jobs.push(this.queries.shift()!);
    }
    if (jobs.length === 1) return jobs[0]!;
    return {
      texts: jobs.flatMap((job) => job.texts),
      resolve: (vectors) => {
        let at = 0;
        for (const job of jobs) {
          job.resolve(vectors.slice(at, at + job.texts.length));
          at += job.texts.length;
        }
      },
      reject: (error) => {
        for (const job of jobs) job.reject(error);
      },
    };
  }

  private answer(message: Exclude<ChildMessage, { ready: unknown } | { failed: string }>) {
    if (this.running?.id !== message.id) return;
    const { job } = this.running;
    this.running = undefined;
    if ('error' in message) job.reject(new Error(message.error));
    else job.resolve(message.vectors);
    this.pump();
  }

  /** An idle process does not keep its parent alive. */
  private idle() {
    this.child?.unref();
    this.child?.channel?.unref();
  }
}

const processes = new Map<string, ModelProcess>();

/** The model processes of this process and what they are doing. */
export function modelProcesses() {
  return [...processes.values()].map((engine) => engine.status());
}

async function createEmbedder(options: EmbedderOptions): Promise<Embedder> {
  const directory = options.directory ?? MODELS_DIR;
  const modelId = options.modelId ?? DEFAULT_MODEL_ID;
  const manifest = readManifest(directory, modelId, INSTALL_COMMAND);
  const maxTokens = Math.min(options.maxTokens ?? 256, manifest.max_tokens);
  const key = JSON.stringify([directory, modelId, maxTokens]);
  let engine = processes.get(key);
  if (!engine) {
    engine = new ModelProcess(directory, modelId, maxTokens);
    processes.set(key, engine);
  }
  if (!options.lazy) await engine.start();
  const recipe = manifest.recipe ?? '';
  const model = engine;

  const tokensPerBatch = Math.max(options.tokensPerBatch ?? 256, maxTokens);
  const prefixes = { query: manifest.prefixes?.query ?? '', passage: manifest.prefixes?.passage ?? '' };
  const cache = new LRUCache<string, number[]>({ max: options.queryCacheSize ?? 2000 });

  async function embedUncached(texts: string[], kind: EmbeddingKind, bulk: boolean): Promise<number[][]> {
    const prefixed = texts.map((text) => prefixes[kind] + text);
    // Sorted by length, so a pass pads its texts to about their own length, not to the longest of all.
    const order = prefixed.map((_, i) => i).sort((a, b) => prefixed[a]!.length - prefixed[b]!.length);
    const passes: number[][] = [];
    let start = 0;
    while (start < order.length) {
      let end = start + 1;
      // A token is about 3 characters or more; the longest text of the pass sets its padded width.
      while (end < order.length) {
        const width = Math.min(maxTokens, Math.ceil(prefixed[order[end]!]!.length / 3) + 2);
        if (width * (end + 1 - start) > tokensPerBatch) break;
        end++;
      }
      passes.push(order.slice(start, end));
      start = end;
    }
    const vectors: number[][] = new Array(texts.length);
    await Promise.all(
      passes.map(async (pass) => {
        const result = await model.run(
          bulk ? 'bulk' : 'query',
          pass.map((i) => prefixed[i]!),
        );
        for (const [j, i] of pass.entries()) vectors[i] = Array.from(result[j]!);
      }),
    );
    return vectors;
  }

  // Queries arriving while a pass runs wait together and go through the next pass as one batch
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
          false,
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
    recipe,
    async embed(texts, kind, options = {}) {
      if (kind === 'passage' || options.bulk) return embedUncached(texts, kind, true);
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
